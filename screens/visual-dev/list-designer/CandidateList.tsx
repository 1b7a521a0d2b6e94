/**
 * The fields a list may show or search by (./list-candidates.ts), each with a box: ticking one adds it
 * at the end of the list, unticking removes it (as JNPF's designer picks them in its right panel).
 */
import { memo } from 'react';
import { Box, Text } from '@chakra-ui/react';
import type { ListCandidate } from './list-candidates';

export interface CandidateListProps {
  candidates: ListCandidate[];
  picked: ReadonlySet<string>;
  /** Names the list of boxes. */
  label: string;
  empty: string;
  onToggle(candidate: ListCandidate, on: boolean): void;
}

export function CandidateList({ candidates, picked, label, empty, onToggle }: CandidateListProps) {
  if (!candidates.length)
    return (
      <Text fontSize="xs" color="fg.muted" p="2">
        {empty}
      </Text>
    );
  return (
    <Box as="ul" listStyleType="none" aria-label={label} display="flex" flexDirection="column">
      {candidates.map((candidate) => (
        <CandidateRow key={candidate.prop} candidate={candidate} on={picked.has(candidate.prop)} onToggle={onToggle} />
      ))}
    </Box>
  );
}

const CandidateRow = memo(function CandidateRow({
  candidate,
  on,
  onToggle,
}: {
  candidate: ListCandidate;
  on: boolean;
  onToggle: CandidateListProps['onToggle'];
}) {
  return (
    <li>
      <label className="ld-candidate">
        <input type="checkbox" checked={on} onChange={(event) => onToggle(candidate, event.target.checked)} />
        <span className="ld-text" title={candidate.prop}>
          {candidate.label}
        </span>
      </label>
    </li>
  );
});
