/** The form designer in jsdom: what a designer sees and does without a pointer (the e2e drags with one). */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../helpers/kinds';
import { createMemoryDataSource } from '../../../../../engine';
import { FormDesigner, type FormDesignerHandle } from '../../../../../screens/visual-dev/form-designer/FormDesigner';
import { memoryDesignerServices } from '../../../../../screens/visual-dev/form-designer/services';
import { renderScreen } from '../../render-screen';
import containersOld from '../../../../fixtures/forms/containers-old.json';

afterEach(cleanup);

function setup(formData = '') {
  const onChange = vi.fn();
  const handle: { current: FormDesignerHandle | null } = { current: null };
  renderScreen(
    <div style={{ height: 800, display: 'flex' }}>
      <FormDesigner
        ref={handle}
        formData={formData}
        onChange={onChange}
        services={memoryDesignerServices({ dictionaryTypes: [{ id: 'd1', fullName: '缴费方式' }] })}
        dataSource={createMemoryDataSource({})}
      />
    </div>,
  );
  return { onChange, handle };
}

const canvas = () => screen.getByTestId('designer-canvas');
const properties = () => screen.getByTestId('designer-properties');
const node = (name: string) => within(canvas()).getByRole('group', { name });

describe('the form designer', () => {
  it('adds fields from the palette with the keyboard, edits a label, undoes and redoes, and hands on the JSON', async () => {
    const { onChange, handle } = setup();
    fireEvent.click(screen.getByRole('button', { name: '添加单行输入' }));
    expect(await within(canvas()).findByRole('group', { name: '单行输入（单行输入）' })).toBeTruthy();
    const label = within(properties()).getByLabelText('标题');
    fireEvent.change(label, { target: { value: '热表编号' } });
    expect(await within(canvas()).findByRole('group', { name: '热表编号（单行输入）' })).toBeTruthy();
    expect(within(canvas()).getAllByText('热表编号').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(await within(canvas()).findByRole('group', { name: '单行输入（单行输入）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重做' }));
    expect(await within(canvas()).findByRole('group', { name: '热表编号（单行输入）' })).toBeTruthy();

    const text = handle.current!.flush()!;
    const saved = JSON.parse(text);
    expect(saved.fields[0]).toMatchObject({ __vModel__: 'inputField101', __config__: { jnpfKey: 'input', label: '热表编号' } });
    expect(onChange).toHaveBeenLastCalledWith(text);
  });

  it('opens a stored definition with its containers and moves a field out of its row with the keyboard', async () => {
    const { handle } = setup(JSON.stringify(containersOld));
    const left = await waitFor(() => node('左列（单行输入）'));
    fireEvent.keyDown(left, { key: 'ArrowLeft', altKey: true });
    await waitFor(() => expect(node('左列（单行输入）').closest('[data-list="root"]')).toBeTruthy());
    const saved = JSON.parse(handle.current!.flush()!);
    expect(
      saved.fields.map((f: { __vModel__?: string; __config__: { jnpfKey: string } }) => f.__vModel__ ?? f.__config__.jnpfKey).slice(0, 2),
    ).toEqual(['row', 'rowLeft']);
  });
});
