import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const tree = [
  {
    id: 'hb',
    fullName: '河北',
    children: [
      { id: 'sjz', fullName: '石家庄', children: [{ id: 'ca', fullName: '长安区' }] },
      { id: 'ts', fullName: '唐山' },
    ],
  },
  { id: 'bj', fullName: '北京', children: [{ id: 'cy', fullName: '朝阳' }] },
];

const oldCascader = {
  __vModel__: 'area',
  __config__: { jnpfKey: 'cascader', label: '区域', dataType: 'static', defaultValue: [], required: true },
  options: tree,
  props: { props: { multiple: false, value: 'id', label: 'fullName', children: 'children' } },
  'show-all-levels': true,
  separator: '/',
  filterable: false,
};
const newCascader = {
  __vModel__: 'area',
  __config__: { jnpfKey: 'cascader', label: '区域', dataType: 'static', defaultValue: [], required: true },
  options: tree,
  props: { value: 'id', label: 'fullName', children: 'children' },
  showAllLevels: true,
  multiple: false,
};

describe.each([
  ['Element props', oldCascader],
  ['V3 props', newCascader],
])('cascader kind (%s)', (_, field) => {
  it('compiles to an array path with its option source', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties?.area).toEqual({ type: 'array', title: '区域', default: [] });
    expect(form.uiSchema.area['ui:options']).toMatchObject({ dataType: 'static', multiple: false, showAllLevels: true, separator: '/' });
    expect(form.issues).toEqual([]);
  });

  it('walks the columns down to a leaf, stores the path and reads as labels', () => {
    const { controller, rerenderMode } = renderDefinition([field]);
    fireEvent.click(screen.getByRole('combobox', { name: '区域' }));
    fireEvent.click(screen.getByRole('option', { name: '河北' }));
    fireEvent.click(screen.getByRole('option', { name: '石家庄' }));
    fireEvent.click(screen.getByRole('option', { name: '长安区' }));
    expect(controller.getValues().area).toEqual(['hb', 'sjz', 'ca']);
    expect(screen.getByRole('combobox', { name: '区域' }).textContent).toBe('河北 / 石家庄 / 长安区');
    rerenderMode('read');
    expect(screen.getByText('河北 / 石家庄 / 长安区')).toBeTruthy();
  });
});

describe('cascader options', () => {
  it('multiple paths as tags; the last level only with show-all-levels off', () => {
    const field = { ...newCascader, multiple: true, showAllLevels: false };
    const { controller } = renderDefinition([field]);
    fireEvent.click(screen.getByRole('combobox', { name: '区域' }));
    fireEvent.click(screen.getByRole('option', { name: '北京' }));
    fireEvent.click(screen.getByRole('option', { name: '朝阳' }));
    fireEvent.click(screen.getByRole('option', { name: '河北' }));
    fireEvent.click(screen.getByRole('option', { name: '唐山' }));
    expect(controller.getValues().area).toEqual([
      ['bj', 'cy'],
      ['hb', 'ts'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: '清空 朝阳' }));
    expect(controller.getValues().area).toEqual([['hb', 'ts']]);
  });

  it('filterable searches whole paths', () => {
    const { controller } = renderDefinition([{ ...newCascader, filterable: true }]);
    fireEvent.click(screen.getByRole('combobox', { name: '区域' }));
    fireEvent.change(screen.getByRole('combobox', { name: '区域' }), { target: { value: '长安' } });
    const list = screen.getByRole('listbox');
    fireEvent.click(within(list).getByRole('option', { name: '河北 / 石家庄 / 长安区' }));
    expect(controller.getValues().area).toEqual(['hb', 'sjz', 'ca']);
  });

  it('takes a dictionary tree from the data source; read mode shows labels, not ids', async () => {
    const dataSource = createMemoryDataSource({ dictionaries: { region: tree } });
    renderDefinition(
      [{ ...newCascader, __config__: { ...newCascader.__config__, dataType: 'dictionary', dictionaryType: 'region' }, options: undefined }],
      {
        mode: 'read',
        dataSource,
        initialValues: { area: ['bj', 'cy'] },
      },
    );
    await waitFor(() => expect(screen.getByText('北京 / 朝阳')).toBeTruthy());
    expect(screen.queryByText(/cy/)).toBeNull();
  });
});
