import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, fieldKinds } from '../../../engine';
import { attrField, relationField, relationSource } from '../../../stories/fixtures/relation-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const fields = [
  relationField('customer', '客户'),
  attrField('customer', 'code', '编号'),
  attrField('customer', 'tariff', '价格类型', 1, 'tariffText'),
];
const attrBoxes = () => screen.getAllByTestId('relation-form-attr') as HTMLInputElement[];
type Source = ReturnType<typeof relationSource>;
const recordCalls = (dataSource: Source) => dataSource.calls.filter((call) => call.method === 'relationRecord' && !call.aborted);

describe('relation attribute (relationFormAttr)', () => {
  it('compiles without reports: display-only without __vModel__, a stored string with isStorage; not searchable', () => {
    const form = compileJnpfForm({ fields });
    expect(form.issues).toEqual([]);
    expect(form.schema.properties?.tariffText).toMatchObject({ type: 'string' });
    expect(Object.keys(form.schema.properties ?? {})).toEqual(['customer', 'tariffText']);
    expect(fieldKinds.get('relationFormAttr')?.searchMatch).toBeUndefined();
  });

  it('follows the record chosen in its relation field, storing the text when isStorage', async () => {
    const dataSource = relationSource();
    const { controller } = renderDefinition(fields, { dataSource });
    await waitFor(() => expect(attrBoxes()).toHaveLength(2));
    expect(attrBoxes().map((box) => box.value)).toEqual(['', '']);
    fireEvent.click(screen.getByRole('combobox', { name: '客户' }));
    const box = await screen.findByRole('dialog', { name: '选择客户' });
    fireEvent.click(await within(box).findByRole('radio', { name: '选择 客户6' }));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    // 编号 is one of the dialog's columns: read from the chosen record; 价格类型 is asked once.
    await waitFor(() => expect(attrBoxes().map((input) => input.value)).toEqual(['C006', '商业']));
    // The shown text is stored by an effect after it is drawn.
    await waitFor(() => expect(controller.getValues().tariffText).toBe('商业'));
    expect(recordCalls(dataSource).map((call) => call.args)).toEqual([['customer-model', 'r6']]);

    fireEvent.click(within(screen.getByRole('combobox', { name: '客户' }).parentElement!).getByLabelText('清空', { selector: 'button' }));
    await waitFor(() => expect(attrBoxes().map((input) => input.value)).toEqual(['', '']));
    await waitFor(() => expect(controller.getValues().tariffText).toBeUndefined());
  });

  it('reads a stored relation’s record once for all its attributes', async () => {
    const dataSource = relationSource();
    const both = [relationField('customer', '客户'), attrField('customer', 'code', '编号'), attrField('customer', 'tariff', '价格类型')];
    renderDefinition(both, { dataSource, mode: 'read', initialValues: { customer: 'r9' } });
    expect(await screen.findByText('C009')).toBeTruthy();
    expect(await screen.findByText('居民')).toBeTruthy();
    expect(screen.getByText('客户9')).toBeTruthy();
    await waitFor(() => expect(recordCalls(dataSource)).toHaveLength(1));
  });
});
