/** The engine page: a generated form with one `depSelect` field, compiled by compileJnpfForm and rendered by EngineForm. */
import '../../../widgets';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { EngineForm, FormController, compileJnpfForm, loadKinds, loadRjsf } from '../../../engine';
import type { PickerPage } from './page';

// Kinds load their code lazily; the timed mount starts with it loaded, as a form's second opening does.
await Promise.all([loadKinds(), loadRjsf()]);

export const enginePage: PickerPage = {
  build(dataSource) {
    const form = compileJnpfForm({
      fields: [{ __vModel__: 'dep', __config__: { jnpfKey: 'depSelect', label: '部门' }, clearable: true }],
    });
    if (form.issues.length > 0) throw new Error(`the form does not compile: ${JSON.stringify(form.issues)}`);
    const controller = new FormController(form, { language: 'zh' });
    return <EngineForm form={form} controller={controller} dataSource={dataSource} language="zh" />;
  },
  Shell: ({ children }) => <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>,
};
