/**
 * The designer's playground: paste a JNPF definition, or a JSON Schema with its UI schema, and see
 * the live form, the compiled schema (with the compile report) and the form data side by side.
 */
import '../../widgets';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Box, Button, Code, Grid, HStack, SegmentGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  EngineForm,
  FormController,
  FormDefinitionError,
  compileJnpfForm,
  compileSchemaForm,
  type CompiledForm,
  type FormMode,
} from '../../engine';
import { demoDataSource } from './demo-data-source';

export type PlaygroundInput = 'jnpf' | 'schema';

export interface PlaygroundProps {
  input: PlaygroundInput;
  definition: string;
  schema: string;
  uiSchema: string;
}

type Compiled = { form: CompiledForm; problems?: undefined } | { form?: undefined; problems: string[] };

function parse(label: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new FormDefinitionError([`${label}：JSON 格式错误（${(error as Error).message}）`]);
  }
}

function compile(input: PlaygroundInput, definition: string, schema: string, uiSchema: string): Compiled {
  try {
    if (input === 'jnpf') return { form: compileJnpfForm(parse('表单定义', definition)) };
    const ui = uiSchema.trim() === '' ? {} : (parse('UI Schema', uiSchema) as UiSchema);
    return { form: compileSchemaForm(parse('JSON Schema', schema) as RJSFSchema, ui) };
  } catch (error) {
    return { problems: error instanceof FormDefinitionError ? error.problems : [String(error)] };
  }
}

export function Playground(props: PlaygroundProps) {
  const [input, setInput] = useState<PlaygroundInput>(props.input);
  const [definition, setDefinition] = useState(props.definition);
  const [schema, setSchema] = useState(props.schema);
  const [uiSchema, setUiSchema] = useState(props.uiSchema);
  const [mode, setMode] = useState<FormMode>('edit');
  const compiled = useMemo(() => compile(input, definition, schema, uiSchema), [input, definition, schema, uiSchema]);

  const editor = (label: string, value: string, onChange: (text: string) => void, rows: number) => (
    <Stack gap="1">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} rows={rows} fontFamily="mono" fontSize="xs" spellCheck={false} />
    </Stack>
  );

  return (
    <Grid templateColumns="minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1fr)" gap="4" p="4" alignItems="start">
      <Stack gap="3">
        <SegmentGroup.Root size="sm" value={input} onValueChange={(e) => setInput(e.value as PlaygroundInput)}>
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[{ value: 'jnpf', label: 'JNPF 定义' }, { value: 'schema', label: 'JSON Schema + UI Schema' }]} />
        </SegmentGroup.Root>
        {input === 'jnpf' ? (
          editor('JNPF 表单定义', definition, setDefinition, 30)
        ) : (
          <>
            {editor('JSON Schema', schema, setSchema, 16)}
            {editor('UI Schema', uiSchema, setUiSchema, 12)}
          </>
        )}
      </Stack>
      <Stack gap="3">
        <HStack>
          {(['edit', 'disabled', 'read'] as const).map((m) => (
            <Button key={m} size="xs" variant={mode === m ? 'solid' : 'outline'} onClick={() => setMode(m)}>
              {m}
            </Button>
          ))}
        </HStack>
        {compiled.problems ? (
          <Box role="alert" borderWidth="1px" borderColor="border.error" color="fg.error" p="3" borderRadius="md" fontSize="sm" whiteSpace="pre-wrap">
            {compiled.problems.join('\n')}
          </Box>
        ) : (
          <LiveForm form={compiled.form} mode={mode} />
        )}
      </Stack>
      <Stack gap="3">
        {compiled.form && (
          <>
            {compiled.form.issues.length > 0 && (
              <Panel title={`编译报告（${compiled.form.issues.length}）`}>
                {compiled.form.issues.map((i) => `${i.field || '表单'} · ${i.key}：${i.message}`).join('\n')}
              </Panel>
            )}
            <Panel title="JSON Schema">{JSON.stringify(compiled.form.schema, null, 2)}</Panel>
            <Panel title="UI Schema">{JSON.stringify(compiled.form.uiSchema, null, 2)}</Panel>
          </>
        )}
      </Stack>
    </Grid>
  );
}

function LiveForm({ form, mode }: { form: CompiledForm; mode: FormMode }) {
  const controller = useMemo(() => new FormController(form), [form]);
  const data = useSyncExternalStore(
    (listener) => controller.store.subscribeAll(listener),
    () => controller.getValues(),
  );
  const [verdict, setVerdict] = useState('');
  return (
    <Stack gap="3" key={controllerKey(controller)}>
      <EngineForm form={form} controller={controller} dataSource={demoDataSource} mode={mode} />
      {mode === 'edit' && (
        <HStack>
          <Button size="sm" colorPalette="blue" onClick={() => setVerdict(controller.submit().valid ? '通过' : '有错误')}>
            提交
          </Button>
          <Text fontSize="sm">{verdict}</Text>
        </HStack>
      )}
      <Panel title="表单数据">{JSON.stringify(data, null, 2)}</Panel>
    </Stack>
  );
}

function Panel({ title, children }: { title: string; children: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" color="fg.muted">
        {title}
      </Text>
      <Code as="pre" display="block" p="2" fontSize="xs" whiteSpace="pre-wrap" maxH="md" overflow="auto">
        {children}
      </Code>
    </Stack>
  );
}

const keys = new WeakMap<FormController, number>();
let next = 0;
function controllerKey(controller: FormController): number {
  if (!keys.has(controller)) keys.set(controller, ++next);
  return keys.get(controller)!;
}
