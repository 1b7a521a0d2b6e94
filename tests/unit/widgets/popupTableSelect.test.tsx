import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, fieldKinds, type JnpfField } from '../../../engine';
import { customerField, popupSource } from '../../../stories/fixtures/popup-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const tableField = (vModel: string, label: string, props: Record<string, unknown> = {}): JnpfField => {
  const base = customerField(vModel, label, { popupType: 'popover', filterable: true, ...props });
  return { ...base, __config__: { ...base.__config__, jnpfKey: 'popupTableSelect' } };
};
const names = (panel: HTMLElement) =>
  within(within(panel).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
const panelOf = (label: string) => screen.getByRole('group', { name: label });

describe('popup table select (popupTableSelect)', () => {
  it('compiles without reports; not searchable', () => {
    const form = compileJnpfForm({ fields: [tableField('one', '客户'), tableField('many', '客户们', { multiple: true })] });
    expect(form.issues).toEqual([]);
    expect(form.schema.properties?.many).toMatchObject({ type: 'array' });
    expect(fieldKinds.get('popupTableSelect')?.searchMatch).toBeUndefined();
  });

  it('opens a panel under the field with a paged table; typing filters; a click chooses the row and closes it', async () => {
    const dataSource = popupSource();
    const { controller } = renderDefinition([tableField('customer', '客户')], { dataSource });
    fireEvent.click(screen.getByRole('combobox', { name: '客户' }));
    const panel = panelOf('客户');
    await waitFor(() => expect(names(panel)).toHaveLength(20));
    expect(within(panel).getByTestId('pager')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(names(panel)).toHaveLength(5));

    fireEvent.change(screen.getByRole('combobox', { name: '客户' }), { target: { value: '客户1' } });
    await waitFor(() => expect(names(panel)[0]).toBe('客户1'));
    expect(names(panel)).toHaveLength(11);
    fireEvent.click(within(panel).getByText('客户13'));
    expect(controller.getValues().customer).toBe('c13');
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByRole('combobox', { name: '客户' }).textContent).toBe('客户13');
  });

  it('checks several rows when multiple, each changing the value at once', async () => {
    const { controller } = renderDefinition([tableField('many', '客户', { multiple: true })], { dataSource: popupSource() });
    fireEvent.click(screen.getByRole('combobox', { name: '客户' }));
    const panel = panelOf('客户');
    fireEvent.click(await within(panel).findByRole('checkbox', { name: '选择 客户2' }));
    expect(controller.getValues().many).toEqual(['c2']);
    fireEvent.click(within(panel).getByRole('checkbox', { name: '选择 客户5' }));
    expect(controller.getValues().many).toEqual(['c2', 'c5']);
    fireEvent.click(within(panel).getByRole('checkbox', { name: '选择 客户2' }));
    expect(controller.getValues().many).toEqual(['c5']);
  });

  it('reads a stored value as its row text', async () => {
    renderDefinition([tableField('customer', '客户')], { dataSource: popupSource(), mode: 'read', initialValues: { customer: 'c3' } });
    expect(await screen.findByText('客户3')).toBeTruthy();
  });
});
