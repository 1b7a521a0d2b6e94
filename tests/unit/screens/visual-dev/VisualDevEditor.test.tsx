import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResourceClient } from '../../../../api/resource-client';
import { createMemoryDataSource } from '../../../../engine';
import VisualDevEditor from '../../../../screens/visual-dev/VisualDevEditor';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const categories = [
  { id: 'c1', fullName: '供热业务', enCode: 'heatingBusiness' },
  { id: 'c2', fullName: '通用', enCode: 'general' },
];

const form = (label: string) => JSON.stringify({ fields: [{ __vModel__: 'meterNo', __config__: { jnpfKey: 'comInput', label } }] });

function setup(record?: Record<string, unknown>) {
  const client = {
    info: vi.fn(async () => record),
    create: vi.fn(async () => ({ msg: '新建成功', data: { id: 'new' } })),
    update: vi.fn(async () => ({ msg: '修改成功', data: null })),
  } as unknown as ResourceClient & { create: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn> };
  const notify = vi.fn();
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderScreen(
    <VisualDevEditor
      client={client}
      formSource={createMemoryDataSource({ dictionaries: { webDesign: categories } })}
      notify={notify}
      id={record ? String(record.id) : undefined}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { client, notify, onClose, onSaved };
}

describe('the definition editor', () => {
  it('previews the pasted form once its JSON is usable, says what is wrong meanwhile, and saves it', async () => {
    const { client, onSaved, onClose } = setup();
    const editor = await screen.findByTestId('visual-dev-editor');
    // 表单设计 opens first; the JSON view holds the text areas.
    fireEvent.click(await within(editor).findByRole('button', { name: 'JSON' }));
    const formData = await within(editor).findByLabelText('表单配置（formData）');

    fireEvent.change(formData, { target: { value: '{"fields": [' } });
    expect((await within(screen.getByTestId('visual-dev-form-data')).findByRole('alert')).textContent).toContain('不是有效的 JSON');
    fireEvent.change(formData, { target: { value: form('热表编号') } });
    const preview = screen.getByTestId('visual-dev-preview');
    expect(await within(preview).findByLabelText('热表编号')).toBeTruthy();
    expect(within(screen.getByTestId('visual-dev-form-data')).getByText('JSON 有效')).toBeTruthy();

    fireEvent.change(formData, {
      target: { value: JSON.stringify({ fields: [{ __vModel__: 'x', __config__: { jnpfKey: 'location', label: '定位' } }] }) },
    });
    expect((await within(screen.getByTestId('visual-dev-form-data')).findByRole('alert')).textContent).toContain(
      '字段“定位”（fields[0]）的字段类型 location 不受支持',
    );
    expect(await within(preview).findByText('表单配置有误，显示的是上一次有效的预览')).toBeTruthy();
    expect(within(preview).getByLabelText('热表编号')).toBeTruthy();
    fireEvent.change(formData, { target: { value: form('热表编号') } });

    fireEvent.change(within(editor).getByLabelText('名称'), { target: { value: '抄表登记' } });
    fireEvent.change(within(editor).getByLabelText('编码'), { target: { value: 'meterReading' } });
    fireEvent.click(within(editor).getByRole('combobox', { name: '分类' }));
    fireEvent.click(await screen.findByRole('option', { name: '供热业务' }));
    fireEvent.change(within(editor).getByLabelText('列表配置（columnData）'), {
      target: { value: JSON.stringify({ columnList: [{ prop: 'meterNo', label: '热表编号' }] }) },
    });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(client.create).toHaveBeenCalled());
    expect(client.create.mock.calls[0]![0]).toEqual({
      fullName: '抄表登记',
      enCode: 'meterReading',
      category: 'heatingBusiness',
      webType: 2,
      sortCode: 0,
      formData: form('热表编号'),
      columnData: JSON.stringify({ columnList: [{ prop: 'meterNo', label: '热表编号' }] }),
      tablesData: '[]',
      enabledMark: 1,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a stored definition with its JSON indented and keeps the parts it does not show', async () => {
    const record = {
      id: 'd1',
      fullName: '换热站台账',
      enCode: 'heatStation',
      category: 'general',
      webType: 1,
      sortCode: 3,
      description: null,
      formData: form('站点'),
      columnData: null,
      appColumnData: '{"columnList":[]}',
      tablesData: '[{"table":"station"}]',
      dbLinkId: null,
      enabledMark: 1,
    };
    const { client, notify } = setup(record);
    const editor = await screen.findByTestId('visual-dev-editor');
    expect(await within(editor).findByText('编辑功能 - 换热站台账')).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'JSON' }));
    expect((within(editor).getByLabelText('表单配置（formData）') as HTMLTextAreaElement).value).toBe(
      JSON.stringify(JSON.parse(form('站点')), null, 2),
    );
    expect(await within(screen.getByTestId('visual-dev-preview')).findByLabelText('站点')).toBeTruthy();

    fireEvent.change(within(editor).getByLabelText('列表配置（columnData）'), { target: { value: '[' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', message: '请先修正 JSON 中的问题' })));
    fireEvent.change(within(editor).getByLabelText('列表配置（columnData）'), { target: { value: '' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(client.update).toHaveBeenCalled());
    expect(client.update.mock.calls[0]).toEqual([
      'd1',
      expect.objectContaining({
        fullName: '换热站台账',
        webType: 1,
        appColumnData: '{"columnList":[]}',
        tablesData: '[{"table":"station"}]',
      }),
    ]);
  });
});
