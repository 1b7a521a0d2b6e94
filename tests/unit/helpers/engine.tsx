/** Renders JNPF definitions and schema pairs with the engine, every field kind registered and loaded (./kinds). */
import './kinds';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  EngineForm,
  FormController,
  compileJnpfForm,
  compileSchemaForm,
  createMemoryDataSource,
  type CompiledForm,
  type DataSource,
  type EngineLanguage,
  type FormMode,
} from '../../../engine';

// jsdom has no ResizeObserver; Chakra's autoresizing textarea observes its size with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

export interface RenderOptions {
  mode?: FormMode;
  dataSource?: DataSource;
  permissions?: readonly string[] | null;
  language?: EngineLanguage;
  initialValues?: Record<string, unknown>;
}

export function renderCompiled(form: CompiledForm, options: RenderOptions = {}) {
  const dataSource = options.dataSource ?? createMemoryDataSource();
  const controller = new FormController(form, {
    initialValues: options.initialValues,
    permissions: options.permissions,
    language: options.language ?? 'zh',
  });
  const utils = render(
    <ChakraProvider value={defaultSystem}>
      <EngineForm form={form} controller={controller} dataSource={dataSource} mode={options.mode ?? 'edit'} language={options.language ?? 'zh'} />
    </ChakraProvider>,
  );
  const rerenderMode = (mode: FormMode) =>
    utils.rerender(
      <ChakraProvider value={defaultSystem}>
        <EngineForm form={form} controller={controller} dataSource={dataSource} mode={mode} language={options.language ?? 'zh'} />
      </ChakraProvider>,
    );
  return { ...utils, form, controller, dataSource, rerenderMode };
}

/** Compiles a JNPF definition (a form object, or a list of fields) and renders it. */
export function renderDefinition(definition: unknown, options: RenderOptions = {}) {
  const full = Array.isArray(definition) ? { fields: definition } : definition;
  return renderCompiled(compileJnpfForm(full), options);
}

export function renderSchema(schema: RJSFSchema, uiSchema: UiSchema = {}, options: RenderOptions = {}) {
  return renderCompiled(compileSchemaForm(schema, uiSchema), options);
}
