import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { popupSource } from '../../../stories/fixtures/popup-data-source';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

/** A visit sub-table whose rows are added by picking customers (`addType` 1). */
const visits = (addTableConf: Record<string, unknown>) => ({
  __vModel__: 'visits',
  __config__: {
    jnpfKey: 'table',
    label: '回访',
    showTitle: true,
    children: [
      { __vModel__: 'customer', __config__: { jnpfKey: 'input', label: '客户' } },
      { __vModel__: 'phone', __config__: { jnpfKey: 'input', label: '电话' } },
      { __vModel__: 'result', __config__: { jnpfKey: 'input', label: '结果' } },
    ],
  },
  actionText: '选择客户',
  addType: 1,
  addTableConf,
});

const customersConf = {
  popupTitle: '选择回访客户',
  popupType: 'dialog',
  popupWidth: '800px',
  interfaceId: 'customers',
  interfaceName: '客户',
  templateJson: [],
  hasPage: true,
  pageSize: 20,
  propsValue: 'F_Id',
  relationField: 'F_Name',
  columnOptions: [
    { value: 'F_Name', label: '客户名称' },
    { value: 'F_Phone', label: '电话' },
  ],
  relationOptions: [
    { field: 'customer', type: 1, value: 'F_Name' },
    { field: 'phone', type: 1, value: 'F_Phone' },
    { field: 'result', type: 2, value: '待回访' },
  ],
};

describe('a sub-table that adds rows by picking records (addType 1)', () => {
  it('compiles addTableConf without reports; one without an interface adds blank rows and says so', () => {
    expect(compileJnpfForm({ fields: [visits(customersConf)] }).issues).toEqual([]);
    const issues = compileJnpfForm({ fields: [visits({ popupTitle: '选择' })] }).issues;
    expect(issues.map((issue) => issue.key)).toEqual(['addTableConf']);
  });

  it('opens the picker on 添加, adds one row per checked record with the related cells, and adds nothing on 取消', async () => {
    const { controller } = renderDefinition([visits(customersConf)], { dataSource: popupSource() });
    fireEvent.click(screen.getByRole('button', { name: '+ 选择客户' }));
    let dialog = await screen.findByRole('dialog', { name: '选择回访客户' });
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox').length).toBeGreaterThan(2));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '选择 客户2' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '选择 客户5' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.getValues().visits).toEqual([
      { customer: '客户2', phone: '13800000002', result: '待回访' },
      { customer: '客户5', phone: '13800000005', result: '待回访' },
    ]);
    const table = screen.getByRole('table', { name: '回访' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: '+ 选择客户' }));
    dialog = await screen.findByRole('dialog', { name: '选择回访客户' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.getValues().visits).toHaveLength(2);
  });

  it('adds a blank row where the form has no popup calls', () => {
    const { controller } = renderDefinition([visits(customersConf)]);
    fireEvent.click(screen.getByRole('button', { name: '+ 选择客户' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(controller.getValues().visits).toEqual([{}]);
  });
});
