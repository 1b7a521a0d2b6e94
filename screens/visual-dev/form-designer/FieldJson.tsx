/** One field's JSON as stored, editable: applied once it parses as a field object (with `__config__`). */
import { useState } from 'react';
import { Button, HStack, Text, Textarea } from '@chakra-ui/react';
import type { JnpfField } from '../../../engine/registry/types';
import { toField, type DesignNode } from './model/document';
import { useDesignerStore } from './use-designer';

const pretty = (node: DesignNode) => JSON.stringify(toField(node), null, 2);

export function FieldJson({ node }: { node: DesignNode }) {
  const store = useDesignerStore();
  const [draft, setDraft] = useState<{ node: DesignNode; text: string } | null>(null);
  const text = draft?.node === node ? draft.text : pretty(node);
  let problem: string | undefined;
  let parsed: JnpfField | undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as JnpfField).__config__ !== 'object')
      problem = '字段须为含 __config__ 的对象';
    else parsed = value as JnpfField;
  } catch {
    problem = '不是有效的 JSON';
  }
  const changed = text !== pretty(node);
  return (
    <>
      <Textarea
        aria-label="字段 JSON"
        fontFamily="mono"
        fontSize="xs"
        rows={20}
        spellCheck={false}
        value={text}
        onChange={(e) => setDraft({ node, text: e.target.value })}
        aria-invalid={problem ? true : undefined}
      />
      <HStack mt="2" justify="space-between">
        <Text fontSize="xs" color={problem ? 'fg.error' : 'fg.muted'} role={problem ? 'alert' : undefined}>
          {problem ?? (changed ? '已修改，应用后生效' : '与字段一致')}
        </Text>
        <Button size="xs" disabled={!parsed || !changed} onClick={() => parsed && store.replaceField(node.id, parsed)}>
          应用
        </Button>
      </HStack>
    </>
  );
}
