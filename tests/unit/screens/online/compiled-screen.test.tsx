/**
 * What the code generator packages and mounts (docs/visual-dev.md "Code generator"): the parts compiled
 * in the browser read back into the same model (form fields and settings, list, advanced query), and the
 * generated screen module itself, written out as a download unpacks it, imported and rendered over the
 * in-memory OnlineDev client: a list with its records and a form-only page.
 */
import '../../helpers/kinds';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice } from '../../../../api';
import type { CompiledOnlineScreenProps } from '../../../../screens/online/CompiledOnlineScreen';
import { compiledOnlineModel } from '../../../../screens/online/compiled-model';
import { compiledParts } from '../../../../screens/online/compiled-parts';
import { onlineModelOf } from '../../../../screens/online/online-model';
import { generatedFiles, type GeneratedDefinition } from '../../../../server/visual-dev/code-files';
import { createMemoryDataSource } from '../../../../engine';
import { i18n } from '../../../../shell/i18n';
import { createMemoryOnlineClient } from '../../../../stories/fixtures/online-client';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const formData = {
  popupType: 'general',
  confirmButtonText: '保 存',
  labelWidth: 90,
  fields: [
    { __vModel__: 'name', placeholder: '请输入用户名称', __config__: { jnpfKey: 'comInput', label: '用户名称', required: true } },
    { __vModel__: 'area', __config__: { jnpfKey: 'numInput', label: '供热面积' } },
  ],
};
const columnData = {
  type: 1,
  columnList: [
    { prop: 'name', label: '用户名称' },
    { prop: 'area', label: '供热面积' },
  ],
  searchList: [{ prop: 'name', label: '用户名称', searchType: 2 }],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }],
};
const definition = {
  id: 'model-1',
  fullName: '热用户档案',
  webType: 2,
  formData: JSON.stringify(formData),
  columnData: JSON.stringify(columnData),
};

describe('the compiled parts', () => {
  it('read back into the model the menu compiles: the same fields, settings, list and advanced query', () => {
    const parts = JSON.parse(JSON.stringify(compiledParts(definition))) as ReturnType<typeof compiledParts>;
    const files = { modelId: 'model-1', fullName: '热用户档案', webType: 2, formData, columnData, ...parts, page: parts.pageSchema };
    const fromFiles = compiledOnlineModel(files);
    const compiled = onlineModelOf('model-1', { ...definition, appColumnData: null });
    expect([...fromFiles.form.fields.keys()]).toEqual([...compiled.form.fields.keys()]);
    expect(fromFiles.form.settings).toMatchObject({ labelWidth: 90, popupType: 'general', extra: { confirmButtonText: '保 存' } });
    expect(fromFiles.form.schema).toEqual(compiled.form.schema);
    expect(fromFiles.page).toEqual(compiled.page);
    expect(fromFiles.columnData).toEqual(compiled.columnData);
    expect(fromFiles.queryFields).toEqual(compiled.queryFields);
  });

  it('make only what the web type has: no list for a form, no form for a data view', () => {
    expect(Object.keys(compiledParts({ ...definition, webType: 1, columnData: null }))).toEqual(['formSchema', 'formUi']);
    expect(Object.keys(compiledParts({ ...definition, webType: 4, formData: null }))).toEqual(['pageSchema']);
  });
});

describe('the generated screen module', () => {
  // A project of links to this one's screens and widgets, so the module's relative imports reach the real ones.
  const root = join(process.cwd(), '.tmp', `generated-test-${process.pid}`);
  const folder = join(root, 'screens', 'generated');
  beforeAll(() => {
    mkdirSync(folder, { recursive: true });
    symlinkSync(join(process.cwd(), 'screens', 'online'), join(root, 'screens', 'online'), 'dir');
    symlinkSync(join(process.cwd(), 'widgets'), join(root, 'widgets'), 'dir');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Writes the files as the zip unpacks them into `screens/generated/`, and imports the screen. */
  async function unpacked(webType: 1 | 2, module: string): Promise<ComponentType<CompiledOnlineScreenProps>> {
    const stored: GeneratedDefinition = {
      id: 'model-1',
      fullName: '热用户档案',
      enCode: 'heatCustomer',
      webType,
      formData: definition.formData,
      columnData: webType === 1 ? null : definition.columnData,
      interfaceId: null,
      interfaceName: null,
      interfaceParam: null,
    };
    const parts = compiledParts({ ...definition, webType, columnData: stored.columnData });
    const files = generatedFiles(stored, { module, className: 'HeatCustomer', description: '热用户', ...parts }, new Date());
    mkdirSync(join(folder, module), { recursive: true });
    for (const file of files) writeFileSync(join(folder, file.folderName, file.fileName), file.fileContent);
    const loaded = (await import(/* @vite-ignore */ join(folder, module, 'HeatCustomerScreen.tsx'))) as {
      HeatCustomerScreen: ComponentType<CompiledOnlineScreenProps>;
    };
    return loaded.HeatCustomerScreen;
  }

  function mount(Screen: ComponentType<CompiledOnlineScreenProps>) {
    const notices: Notice[] = [];
    const client = createMemoryOnlineClient({
      config: { fullName: '热用户档案', formData, columnData },
      rows: [{ id: 'a', name: '张三', area: 120 }],
      notify: (notice) => notices.push(notice),
    });
    renderScreen(
      <Screen client={client} menuId="menu-1" formSource={createMemoryDataSource({})} notify={(notice) => notices.push(notice)} />,
    );
    return { client, notices };
  }

  it('mounts the list of its files over the OnlineDev calls, with the form dialog', async () => {
    const Screen = await unpacked(2, 'heatCustomer');
    const { client } = mount(Screen);
    expect(await screen.findByText('张三')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByTestId('online-record');
    fireEvent.change(await within(dialog).findByLabelText('用户名称'), { target: { value: '李四' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(client.rows.map((row) => row.name)).toEqual(['李四', '张三']));
  });

  it('mounts a form-only page of its files', async () => {
    const Screen = await unpacked(1, 'heatCustomerForm');
    mount(Screen);
    const page = await screen.findByTestId('online-form-only');
    expect(await within(page).findByLabelText('用户名称')).toBeTruthy();
    expect(within(page).getByRole('button', { name: '保 存' })).toBeTruthy();
  });
});
