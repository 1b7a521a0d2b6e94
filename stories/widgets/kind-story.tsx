/**
 * Renders a one-field (or few-field) JNPF definition for a kind's stories: edit, read, disabled, or
 * error (validated as on submit), with the in-memory data source and the live values beside it.
 */
import '../../widgets';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import {
  EngineForm,
  FormController,
  compileJnpfForm,
  createMemoryDataSource,
  type DataSource,
  type EngineLanguage,
  type FormMode,
  type JnpfField,
} from '../../engine';

export type KindStoryState = FormMode | 'error';

export interface KindStoryProps {
  fields: JnpfField[];
  state: KindStoryState;
  values?: Record<string, unknown>;
  dataSource?: DataSource;
  /** Form-level settings (labelWidth, labelPosition…). */
  settings?: Record<string, unknown>;
  /** The form's language (zh by default). */
  language?: EngineLanguage;
}

const defaultDataSource = createMemoryDataSource();

export function KindStory({ fields, state, values, dataSource = defaultDataSource, settings, language = 'zh' }: KindStoryProps) {
  const form = useMemo(() => compileJnpfForm({ ...settings, fields }), [fields, settings]);
  // A new definition or starting values (Storybook controls) means a new form.
  const controller = useMemo(() => new FormController(form, { initialValues: values, language }), [form, values, language]);
  const data = useSyncExternalStore(
    (listener) => controller.store.subscribeAll(listener),
    () => controller.getValues(),
  );
  useEffect(() => {
    if (state === 'error') controller.submit();
  }, [controller, state]);
  return (
    <HStack align="start" gap="6" p="6">
      <Box flex="1" maxW="2xl">
        <EngineForm
          key={formKey(controller)}
          form={form}
          controller={controller}
          dataSource={dataSource}
          mode={state === 'error' ? 'edit' : state}
          language={language}
        />
      </Box>
      <Stack w="xs" gap="2">
        <Text fontSize="xs" color="fg.muted">
          form data
        </Text>
        <Code as="pre" p="2" fontSize="xs" whiteSpace="pre-wrap" data-testid="form-data">
          {JSON.stringify(data, null, 2)}
        </Code>
        {form.issues.length > 0 && (
          <Code as="pre" p="2" fontSize="xs" whiteSpace="pre-wrap" colorPalette="orange">
            {form.issues.map((i) => `${i.field} ${i.key}: ${i.message}`).join('\n')}
          </Code>
        )}
      </Stack>
    </HStack>
  );
}

const keys = new WeakMap<FormController, number>();
let nextKey = 0;
/** A React key per controller, so a new controller mounts a new form. */
function formKey(controller: FormController): number {
  if (!keys.has(controller)) keys.set(controller, ++nextKey);
  return keys.get(controller)!;
}
