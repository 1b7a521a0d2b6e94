import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, type JnpfField } from '../../../engine';
import { customerField, popupSource } from '../../../stories/fixtures/popup-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const attr = (label: string, showField: string, vModel?: string, isStorage = 0): JnpfField => ({
  ...(vModel ? { __vModel__: vModel } : {}),
  __config__: { jnpfKey: 'popupAttr', label, isStorage },
  relationField: 'customer',
  showField,
});

const choose = async (name: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: '客户' }));
  const box = await screen.findByRole('dialog', { name: '选择客户' });
  fireEvent.click(await within(box).findByRole('radio', { name: `选择 ${name}` }));
  fireEvent.click(within(box).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('popup attribute (popupAttr)', () => {
  it('compiles without reports; holds a value only with isStorage and a __vModel__', () => {
    const form = compileJnpfForm({
      fields: [customerField('customer', '客户'), attr('电话', 'F_Phone'), attr('区域', 'F_Area', 'area', 1)],
    });
    expect(form.issues).toEqual([]);
    expect(Object.keys(form.schema.properties ?? {})).toEqual(['customer', 'area']);
  });

  it('follows the choice of its popup field: shown, and stored when isStorage', async () => {
    const dataSource = popupSource();
    const { controller } = renderDefinition(
      [customerField('customer', '客户'), attr('电话', 'F_Phone'), attr('区域', 'F_Area', 'area', 1)],
      { dataSource },
    );
    const [phone, area] = screen.getAllByTestId('popup-attr') as HTMLInputElement[];
    expect(phone!.value).toBe('');
    await choose('客户8');
    await waitFor(() => expect(phone!.value).toBe('13800000008'));
    expect(area!.value).toBe('城东');
    await waitFor(() => expect(controller.getValues().area).toBe('城东'));
    await choose('客户9');
    await waitFor(() => expect(controller.getValues().area).toBe('城西'));
    expect(phone!.value).toBe('13800000009');
    // The rows chosen were remembered: no lookup.
    expect(dataSource.calls.some((call) => call.method === 'popupByIds')).toBe(false);
    fireEvent.click(screen.getByLabelText('清空', { selector: 'button' }));
    await waitFor(() => expect(controller.getValues().area).toBeUndefined());
    expect(phone!.value).toBe('');
  });

  it('reads a stored choice by the one lookup its popup field makes (read mode)', async () => {
    const dataSource = popupSource();
    renderDefinition([customerField('customer', '客户'), attr('电话', 'F_Phone')], {
      dataSource,
      mode: 'read',
      initialValues: { customer: 'c12' },
    });
    expect(await screen.findByText('13800000012')).toBeTruthy();
    expect(screen.getByText('客户12')).toBeTruthy();
    expect(dataSource.calls.filter((call) => call.method === 'popupByIds')).toHaveLength(1);
  });
});
