/**
 * 列表设计 inside the definition's editor: a stored definition opened, saved untouched, sends back the
 * same list; one column picked in the designer shows in the JSON view and is what the save sends.
 */
import '../../../helpers/kinds';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceClient } from '../../../../../api/resource-client';
import { createMemoryDataSource } from '../../../../../engine';
import VisualDevEditor from '../../../../../screens/visual-dev/VisualDevEditor';
import { i18n } from '../../../../../shell/i18n';
import { renderScreen } from '../../render-screen';
import stationSeed from '../../../../../server/seed/visual-dev/heat-station.json';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const { definition } = stationSeed as unknown as { definition: Record<string, unknown> };
const record = {
  ...definition,
  id: 'station',
  category: 'heatingBusiness',
  formData: JSON.stringify(definition.formData),
  columnData: JSON.stringify(definition.columnData),
  tablesData: '[]',
  enabledMark: 1,
};

function setup() {
  const client = {
    info: vi.fn(async () => record),
    update: vi.fn(async () => ({ msg: '修改成功', data: null })),
    at: () => ({ all: async () => [], get: async () => ({ list: [] }) }),
  } as unknown as ResourceClient & { update: ReturnType<typeof vi.fn> };
  renderScreen(
    <VisualDevEditor
      client={client}
      formSource={createMemoryDataSource({ dictionaries: { webDesign: [{ id: 'c1', fullName: '供热业务', enCode: 'heatingBusiness' }] } })}
      notify={vi.fn()}
      id="station"
      onClose={vi.fn()}
      onSaved={vi.fn()}
    />,
  );
  return client;
}

describe('列表设计 in the editor', () => {
  it('saves a stored list untouched as it was, and what the designer changed otherwise', async () => {
    const client = setup();
    const editor = await screen.findByTestId('visual-dev-editor');
    fireEvent.click(await within(editor).findByRole('button', { name: '列表设计' }));
    const designer = await within(editor).findByTestId('list-designer');
    expect(within(within(designer).getByTestId('list-designer-columns')).getAllByRole('listitem')).toHaveLength(7);
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(client.update).toHaveBeenCalledTimes(1));
    expect(client.update.mock.calls[0]![1].columnData).toBe(JSON.stringify(definition.columnData));
  });

  it('shows a column picked in the designer in the JSON view, and sends it', async () => {
    const client = setup();
    const editor = await screen.findByTestId('visual-dev-editor');
    fireEvent.click(await within(editor).findByRole('button', { name: '列表设计' }));
    const designer = await within(editor).findByTestId('list-designer');
    const offered = within(designer).getByRole('list', { name: '可选列表字段' });
    const stationCode = within(offered).getByRole('checkbox', { name: '站点编号' });
    expect((stationCode as HTMLInputElement).checked).toBe(true);
    fireEvent.click(stationCode);
    fireEvent.click(within(editor).getByRole('button', { name: 'JSON' }));
    const text = (within(editor).getByLabelText('列表配置（columnData）') as HTMLTextAreaElement).value;
    expect(JSON.parse(text).columnList.map((item: { prop: string }) => item.prop)).not.toContain('stationCode');
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(client.update).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(client.update.mock.calls[0]![1].columnData as string);
    const stored = definition.columnData as { columnList: { prop: string }[] };
    expect(sent).toEqual({ ...stored, columnList: stored.columnList.filter((item) => item.prop !== 'stationCode') });
  });
});
