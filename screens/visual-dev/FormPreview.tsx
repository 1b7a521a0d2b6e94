/**
 * The form a definition's `formData` describes, rendered by the engine as users will see it: compiled
 * again a moment after the text stops changing, once it is usable; while it is not, the last usable
 * form stays, marked as such. Settings the engine does not honour are counted (they do not block a save).
 */
import { memo, useEffect, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { compileJnpfForm, EngineForm, type CompiledForm, type DataSource } from '../../engine';

/** How long the text must rest before it is compiled again. */
const settleMs = 300;

export interface FormPreviewProps {
  formData: string;
  /** The text is usable (no problems). */
  usable: boolean;
  dataSource: DataSource;
  words: { title: string; empty: string; stale: string; notes: (count: number) => string };
}

function compiled(text: string): CompiledForm | undefined {
  try {
    return compileJnpfForm(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export const FormPreview = memo(function FormPreview({ formData, usable, dataSource, words }: FormPreviewProps) {
  const [form, setForm] = useState<CompiledForm | undefined>();
  useEffect(() => {
    if (!usable || formData.trim() === '') return;
    const timer = setTimeout(() => setForm((current) => compiled(formData) ?? current), settleMs);
    return () => clearTimeout(timer);
  }, [formData, usable]);
  const stale = Boolean(form) && !usable;
  const notes = form?.issues.filter((issue) => issue.severity !== 'note').length ?? 0;
  return (
    <Box display="flex" flexDirection="column" minH="0" flex="1" gap="1" data-testid="visual-dev-preview">
      <Text fontWeight="medium" fontSize="sm">
        {words.title}
      </Text>
      {stale && (
        <Text fontSize="xs" color="fg.warning">
          {words.stale}
        </Text>
      )}
      {notes > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {words.notes(notes)}
        </Text>
      )}
      <Box flex="1" overflowY="auto" borderWidth="1px" borderRadius="md" p="3" opacity={stale ? 0.6 : 1}>
        {form ? (
          <EngineForm form={form} dataSource={dataSource} mode="edit" />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {words.empty}
          </Text>
        )}
      </Box>
    </Box>
  );
});
