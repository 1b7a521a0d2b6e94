/**
 * A compiled form with its values beside it and a submit button, for the renderer's stories.
 */
import '../../widgets';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { EngineForm, FormController, type CompiledForm, type DataSource, type EngineLanguage, type FormMode } from '../../engine';
import { demoDataSource } from './demo-data-source';

export interface FormStoryProps {
  form: CompiledForm;
  mode?: FormMode;
  values?: Record<string, unknown>;
  permissions?: string[];
  language?: EngineLanguage;
  /** Validate everything at once, as a submit does. */
  submitted?: boolean;
  dataSource?: DataSource;
}

export function FormStory({ form, mode = 'edit', values, permissions, language, submitted, dataSource = demoDataSource }: FormStoryProps) {
  const controller = useMemo(() => new FormController(form, { initialValues: values, permissions, language }), [form, values, permissions, language]);
  const data = useSyncExternalStore(
    (listener) => controller.store.subscribeAll(listener),
    () => controller.getValues(),
  );
  const [result, setResult] = useState<string>('');
  useEffect(() => {
    if (submitted) controller.submit();
  }, [controller, submitted]);
  return (
    <HStack align="start" gap="6" p="6">
      <Stack flex="1" maxW="3xl" gap="4">
        <EngineForm key={formId(controller)} form={form} controller={controller} dataSource={dataSource} mode={mode} permissions={permissions} language={language} />
        {mode === 'edit' && (
          <HStack>
            <Button
              size="sm"
              colorPalette="blue"
              onClick={() => {
                const { valid, errors } = controller.submit();
                setResult(valid ? '通过' : `${errors.length} 处错误`);
              }}
            >
              提交
            </Button>
            {result && <Badge colorPalette={result === '通过' ? 'green' : 'red'}>{result}</Badge>}
          </HStack>
        )}
      </Stack>
      <Box w="xs">
        <Text fontSize="xs" color="fg.muted" mb="1">
          form data
        </Text>
        <Code as="pre" p="2" fontSize="xs" whiteSpace="pre-wrap" display="block" data-testid="form-data">
          {JSON.stringify(data, null, 2)}
        </Code>
      </Box>
    </HStack>
  );
}

const ids = new WeakMap<FormController, number>();
let next = 0;
function formId(controller: FormController): number {
  if (!ids.has(controller)) ids.set(controller, ++next);
  return ids.get(controller)!;
}
