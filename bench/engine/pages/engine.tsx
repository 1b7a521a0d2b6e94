/** The engine page: the pair compiled by compileSchemaForm (timed as part of the mount) and rendered by EngineForm. */
import '../../../widgets';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { EngineForm, FormController, compileSchemaForm, createMemoryDataSource, loadKinds, loadRjsf } from '../../../engine';
import type { BenchForm } from '../generate';
import type { BenchPage } from './page';

// Kinds load their code lazily; the timed mount starts with it loaded, as a form's second opening does.
await Promise.all([loadKinds(), loadRjsf()]);

const dataSource = createMemoryDataSource();
let current: FormController | undefined;

export const enginePage: BenchPage = {
  build(bench: BenchForm) {
    const started = performance.now();
    const form = compileSchemaForm(bench.schema, bench.uiSchema);
    const controller = new FormController(form, { initialValues: bench.formData, language: 'zh' });
    current = controller;
    const compileMs = performance.now() - started;
    return { element: <EngineForm form={form} controller={controller} dataSource={dataSource} language="zh" />, compileMs };
  },
  Shell: ({ children }) => <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>,
  // EngineForm ids are `<prefix>_<step>_<step>` with a prefix from useId.
  target: (path) => document.querySelector<HTMLElement>(`[id$="_${path.join('_')}"]`),
  // What scroll-to-error does: a windowed sub-table scrolls to the row, which then renders.
  reveal: (path) => current?.reveal(path),
};
