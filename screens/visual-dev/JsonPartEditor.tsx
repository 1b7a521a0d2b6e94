/**
 * One JSON part of a definition as a text area (the designer pastes or edits JNPF JSON), with what is
 * wrong with it listed below as it is typed, and a button that formats it once it parses.
 */
import { memo, useId } from 'react';
import { Box, Button, HStack, Text, Textarea } from '@chakra-ui/react';

export interface JsonPartEditorProps {
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  /** What is wrong with the text now; empty when usable. */
  problems: readonly string[];
  words: { valid: string; empty: string; format: string };
  testId: string;
}

function formatted(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}

export const JsonPartEditor = memo(function JsonPartEditor({ label, hint, value, onChange, problems, words, testId }: JsonPartEditorProps) {
  const id = useId();
  const empty = value.trim() === '';
  const pretty = empty ? undefined : formatted(value);
  return (
    <Box display="flex" flexDirection="column" gap="1" minH="0" flex="1" data-testid={testId}>
      <HStack justify="space-between">
        <Text asChild fontWeight="medium" fontSize="sm">
          <label htmlFor={id}>{label}</label>
        </Text>
        <Button size="2xs" variant="ghost" disabled={!pretty || pretty === value} onClick={() => pretty && onChange(pretty)}>
          {words.format}
        </Button>
      </HStack>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={hint}
        spellCheck={false}
        fontFamily="mono"
        fontSize="xs"
        flex="1"
        minH="180px"
        resize="none"
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={`${id}-state`}
      />
      <Box id={`${id}-state`} fontSize="xs" maxH="96px" overflowY="auto">
        {problems.length ? (
          <Box as="ul" role="alert" color="fg.error" listStyleType="disc" ps="4">
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </Box>
        ) : (
          <Text color={empty ? 'fg.muted' : 'fg.success'}>{empty ? words.empty : words.valid}</Text>
        )}
      </Box>
    </Box>
  );
});
