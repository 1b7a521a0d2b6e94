/** Plain text the designer wrote (never read as HTML). */
import { Text } from '@chakra-ui/react';
import type { PortalCard } from '../../../schemas/portal-layout';

export function TextCard({ card }: { card: PortalCard }) {
  return (
    <Text whiteSpace="pre-wrap" fontSize="sm">
      {card.content ?? ''}
    </Text>
  );
}
