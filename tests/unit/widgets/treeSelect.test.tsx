import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const tree = [
  {
    id: '1',
    fullName: '热源厂',
    children: [
      { id: '11', fullName: '一号锅炉' },
      { id: '12', fullName: '二号锅炉' },
    ],
  },
  { id: '2', fullName: '换热站' },
];
const oldTree = {
  __vModel__: 'unit',
  __config__: { jnpfKey: 'treeSelect', label: '设备', dataType: 'static' },
  options: tree,
  props: { props: { value: 'id', label: 'fullName', children: 'children' } },
  multiple: false,
  filterable: false,
};
const newTree = { ...oldTree, props: { value: 'id', label: 'fullName', children: 'children' } };

describe.each([
  ['Element props', oldTree],
  ['V3 props', newTree],
])('treeSelect kind (%s)', (_, field) => {
  it('compiles with its option source', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.uiSchema.unit['ui:options']).toMatchObject({
      dataType: 'static',
      multiple: false,
      optionProps: { value: 'id', label: 'fullName', children: 'children' },
    });
    expect(form.issues).toEqual([]);
  });

  it('unfolds a branch, picks a node and reads its label', () => {
    const { controller, rerenderMode } = renderDefinition([field]);
    fireEvent.click(screen.getByRole('combobox', { name: '设备' }));
    expect(screen.queryByText('一号锅炉')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    fireEvent.click(screen.getByText('二号锅炉'));
    expect(controller.getValues().unit).toBe('12');
    expect(screen.queryByRole('tree')).toBeNull();
    rerenderMode('read');
    expect(screen.getByText('二号锅炉')).toBeTruthy();
  });
});

describe('treeSelect options', () => {
  it('multiple picks several nodes; filterable shows matches with their ancestors', () => {
    const { controller } = renderDefinition([{ ...newTree, multiple: true, filterable: true }]);
    fireEvent.click(screen.getByRole('combobox', { name: '设备' }));
    fireEvent.change(screen.getByRole('combobox', { name: '设备' }), { target: { value: '一号' } });
    expect(screen.getByText('热源厂')).toBeTruthy();
    expect(screen.queryByText('换热站')).toBeNull();
    fireEvent.click(screen.getByText('一号锅炉'));
    fireEvent.change(screen.getByRole('combobox', { name: '设备' }), { target: { value: '' } });
    fireEvent.click(screen.getByText('换热站'));
    expect(controller.getValues().unit).toEqual(['11', '2']);
  });

  it('loads a data-interface tree through the data source', async () => {
    const dataSource = createMemoryDataSource({ interfaces: { units: () => tree } });
    renderDefinition([{ ...newTree, __config__: { ...newTree.__config__, dataType: 'dynamic', propsUrl: 'units' }, options: undefined }], {
      mode: 'read',
      dataSource,
      initialValues: { unit: '11' },
    });
    await waitFor(() => expect(screen.getByText('一号锅炉')).toBeTruthy());
  });
});
