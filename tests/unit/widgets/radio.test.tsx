import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const options = [
  { fullName: '男', id: 1 },
  { fullName: '女', id: 2 },
];
const v31 = { __vModel__: 'sex', __config__: { jnpfKey: 'radio', label: '性别', required: true, dataType: 'static' }, __slot__: { options } };
const v347 = { __vModel__: 'sex', __config__: { jnpfKey: 'radio', label: '性别', required: true, dataType: 'static', optionType: 'button' }, options, props: { props: { label: 'fullName', value: 'id' } } };

describe.each([
  ['options in __slot__ (3.1)', v31],
  ['top-level options (3.4.7+)', v347],
])('radio kind, %s', (_, field) => {
  it('picks one option and keeps its value type', () => {
    const { controller } = renderDefinition([field]);
    expect(screen.getByRole('radiogroup', { name: '性别' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('女'));
    expect(controller.getValues().sex).toBe(2);
    fireEvent.click(screen.getByLabelText('男'));
    expect(controller.getValues().sex).toBe(1);
  });

  it('is required and reads back the label', () => {
    const { controller, unmount } = renderDefinition([field]);
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('性别不能为空');
    unmount();
    renderDefinition([field], { mode: 'read', initialValues: { sex: '2' } });
    expect(screen.getByLabelText('性别').textContent).toBe('女');
  });
});

describe('radio options from a dictionary', () => {
  it('loads the dictionary once for several fields and uses enCode when props say so', async () => {
    const dataSource = createMemoryDataSource({ dictionaries: { level: [{ id: 'a', fullName: '高', enCode: 'high' }, { id: 'b', fullName: '低', enCode: 'low' }] } });
    const field = (vModel: string, label: string) => ({
      __vModel__: vModel,
      __config__: { jnpfKey: 'radio', label, dataType: 'dictionary', dictionaryType: 'level', props: { label: 'fullName', value: 'enCode' } },
    });
    const { controller } = renderDefinition([field('a1', '级别一'), field('a2', '级别二')], { dataSource });
    const [high] = await screen.findAllByLabelText('高');
    fireEvent.click(high!);
    expect(controller.getValues().a1).toBe('high');
    expect(dataSource.calls.filter((c) => c.method === 'dictionary')).toHaveLength(1);
    expect(compileJnpfForm({ fields: [field('x', 'x')] }).issues).toEqual([]);
  });

  it('shows nothing rather than ids while labels load, then the labels', async () => {
    const dataSource = createMemoryDataSource({ latency: 30, dictionaries: { level: [{ id: 'a', fullName: '高' }] } });
    renderDefinition([{ __vModel__: 'r', __config__: { jnpfKey: 'radio', label: '级别', dataType: 'dictionary', dictionaryType: 'level' } }], {
      mode: 'read',
      dataSource,
      initialValues: { r: 'a' },
    });
    expect(screen.getByLabelText('级别').textContent).toBe('');
    await waitFor(() => expect(screen.getByLabelText('级别').textContent).toBe('高'));
  });
});
