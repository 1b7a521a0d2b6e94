/** The system kinds: createUser, createTime, modifyUser, modifyTime, currOrganize, currDept, currPosition, billRule. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const sys = (jnpfKey: string, label: string, extra: Record<string, unknown> = {}) => ({
  __vModel__: jnpfKey,
  __config__: { jnpfKey, label, ...extra },
  readonly: true,
});
const fields = [
  { ...sys('createUser', '创建人员'), type: 'currUser' },
  { ...sys('createTime', '创建时间'), type: 'currTime' },
  { ...sys('modifyUser', '修改人员'), placeholder: '系统自动生成' },
  sys('modifyTime', '修改时间'),
  { ...sys('currOrganize', '所属组织'), showLevel: 'all' },
  sys('currDept', '所属部门'),
  sys('currPosition', '所属岗位'),
  { ...sys('billRule', '单据编号', { rule: 'WorkOrder', ruleName: '工单编号' }), placeholder: '系统自动生成' },
];

const dataSource = () =>
  createMemoryDataSource({
    labels: {
      user: { u1: '张伟/zhangwei', u2: '李娜/lina' },
      organize: { 'org-1': '城东智慧供热有限公司', 'org-1-2': '运行部' },
      department: { 'org-1-2': '运行部' },
      position: { 'pos-1': '值班长' },
    },
    billNumbers: { WorkOrder: 'WorkOrder-20260101-0001' },
  });

const text = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('system kinds', () => {
  it('compile read-only fields that report nothing', () => {
    const form = compileJnpfForm({ fields });
    expect(form.fields.get('billRule')!.options).toEqual({ showLevel: 'last', rule: 'WorkOrder', ruleName: '工单编号' });
    expect(form.fields.get('currOrganize')!.options).toEqual({ showLevel: 'all' });
    expect(form.issues).toEqual([]);
  });

  it('preview what the server will write on a new record', async () => {
    renderDefinition(fields, { dataSource: dataSource() });
    await waitFor(() => expect(text('创建人员')).toBe('管理员/admin'));
    expect(text('创建时间')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(text('修改人员')).toBe('');
    expect((screen.getByLabelText('修改时间') as HTMLInputElement).placeholder).toBe('系统自动生成');
    expect(text('所属组织')).toBe('城东智慧供热有限公司/运行部');
    expect(text('所属部门')).toBe('运行部');
    expect(text('所属岗位')).toBe('值班长');
    await waitFor(() => expect(text('单据编号')).toBe('WorkOrder-20260101-0001'));
    for (const input of screen.getAllByTestId('system-value')) expect((input as HTMLInputElement).readOnly).toBe(true);
  });

  it('show stored values by their names in read mode', async () => {
    const at = new Date(2026, 0, 2, 3, 4, 5).getTime();
    renderDefinition(fields, {
      mode: 'read',
      dataSource: dataSource(),
      initialValues: {
        createUser: 'u1',
        createTime: at,
        modifyUser: 'u2',
        modifyTime: '2026-02-03 04:05:06',
        currOrganize: '["org-1","org-1-2"]',
        currDept: 'org-1-2',
        currPosition: '["pos-1"]',
        billRule: 'GD2026000001',
      },
    });
    await waitFor(() => expect(screen.getByText('张伟/zhangwei')).toBeTruthy());
    for (const shown of [
      '2026-01-02 03:04:05',
      '李娜/lina',
      '2026-02-03 04:05:06',
      '城东智慧供热有限公司/运行部',
      '运行部',
      '值班长',
      'GD2026000001',
    ]) {
      expect(screen.getByText(shown)).toBeTruthy();
    }
    expect(screen.queryByText('u1')).toBeNull();
  });

  it('without a preview in the data source the bill number says it is generated', async () => {
    // A data source without billRulePreview (it is optional in the interface).
    const { billRulePreview: _none, ...withoutPreview } = createMemoryDataSource();
    renderDefinition([fields[7]!], { dataSource: withoutPreview });
    expect(text('单据编号')).toBe('');
    expect((screen.getByLabelText('单据编号') as HTMLInputElement).placeholder).toBe('系统自动生成');
    cleanup();

    // One that does not know the rule: the failed preview leaves the placeholder.
    const unknown = createMemoryDataSource();
    renderDefinition([fields[7]!], { dataSource: unknown });
    await waitFor(() => expect(unknown.calls.map((c) => [c.method, c.args])).toEqual([['billRulePreview', ['WorkOrder']]]));
    expect(text('单据编号')).toBe('');
    expect((screen.getByLabelText('单据编号') as HTMLInputElement).placeholder).toBe('系统自动生成');
  });
});
