/**
 * The form previewed as users will see it, beside the canvas: in edit or read (detail) mode, at a
 * desktop's width or a phone's (375 px; the fields shown on phones, `visibility` 'app'). Compiled a
 * moment after the design stops changing, so typing in the property panel does not wait for it.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { compileJnpfForm, EngineForm, type CompiledForm } from '../../../engine';
import type { DataSource } from '../../../engine/data-source';
import type { FormMode } from '../../../engine/registry/types';
import { saveDocument } from './model/document';
import { useDesigner } from './use-designer';

const settleMs = 300;

/** The definition as a phone shows it: fields for 'app' visible, the others hidden. */
export function forPhone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forPhone);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = forPhone(item);
  const config = out.__config__ as Record<string, unknown> | undefined;
  if (config && Array.isArray(config.visibility))
    out.__config__ = { ...config, visibility: config.visibility.includes('app') ? ['pc'] : [] };
  return out;
}

function compiled(definition: unknown): CompiledForm | string {
  try {
    return compileJnpfForm(definition);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function DesignerPreview({ dataSource }: { dataSource: DataSource }) {
  const doc = useDesigner((state) => state.history.present);
  const [settled, setSettled] = useState(doc);
  const [mode, setMode] = useState<FormMode>('edit');
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(doc), settleMs);
    return () => clearTimeout(timer);
  }, [doc]);
  const form = useMemo(() => {
    const definition = saveDocument(settled);
    return compiled(phone ? forPhone(definition) : definition);
  }, [settled, phone]);
  return (
    <Box data-testid="designer-preview" display="flex" flexDirection="column" minH="0" h="full">
      <HStack gap="1" px="2" py="1" borderBottomWidth="1px">
        <Text fontSize="sm" fontWeight="medium" me="auto">
          预览
        </Text>
        {(
          [
            ['edit', '编辑'],
            ['read', '详情'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            size="2xs"
            variant={mode === value ? 'solid' : 'outline'}
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
          >
            {label}
          </Button>
        ))}
        {(
          [
            [false, '电脑'],
            [true, '手机'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={label}
            size="2xs"
            variant={phone === value ? 'solid' : 'outline'}
            aria-pressed={phone === value}
            onClick={() => setPhone(value)}
          >
            {label}
          </Button>
        ))}
      </HStack>
      <Box flex="1" overflowY="auto" p="3" bg={phone ? 'bg.muted' : undefined}>
        <Box
          mx="auto"
          width={phone ? '375px' : '100%'}
          bg="bg"
          p={phone ? '3' : 0}
          borderRadius={phone ? 'lg' : undefined}
          data-device={phone ? 'phone' : 'pc'}
        >
          {typeof form === 'string' ? (
            <Text color="fg.error" fontSize="sm">
              {form}
            </Text>
          ) : (
            <EngineForm key={mode} form={form} dataSource={dataSource} mode={mode} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
