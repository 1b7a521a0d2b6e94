/**
 * 表单设计 inside the definition's editor: it is what the editor opens on; a stored definition saved
 * untouched sends back the same form; a field added in the designer is in the JSON view and in the save.
 */
import '../../../helpers/kinds';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceClient } from '../../../../../api/resource-client';
import { createMemoryDataSource } from '../../../../../engine';
import VisualDevEditor from '../../../../../screens/visual-dev/VisualDevEditor';
import { i18n } from '../../../../../shell/i18n';
import { renderScreen } from '../../render-screen';
import customerSeed from '../../../../../server/seed/visual-dev/heat-customer.json';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const { definition } = customerSeed as unknown as { definition: Record<string, unknown> };
const record = {
  ...definition,
  id: 'customer',
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
    at: () => ({ all: async () => [], get: async () => ({ list: [] }), send: async () => ({ msg: '', data: [] }) }),
  } as unknown as ResourceClient & { update: ReturnType<typeof vi.fn> };
  renderScreen(
    <VisualDevEditor
      client={client}
      formSource={createMemoryDataSource({ dictionaries: { webDesign: [{ id: 'c1', fullName: '供热业务', enCode: 'heatingBusiness' }] } })}
      notify={vi.fn()}
      id="customer"
      onClose={vi.fn()}
      onSaved={vi.fn()}
    />,
  );
  return client;
}

const sentForm = (client: { update: ReturnType<typeof vi.fn> }) =>
  JSON.parse((client.update.mock.calls[0]![1] as { formData: string }).formData);

describe('表单设计 in the editor', () => {
  it('opens on the designer, and saves a stored form untouched as it was', async () => {
    const client = setup();
    const editor = await screen.findByTestId('visual-dev-editor');
    expect(await within(editor).findByTestId('designer-canvas')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: '表单设计' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(client.update).toHaveBeenCalled());
    expect(sentForm(client)).toEqual(definition.formData);
  });

  it('sends a field added in the designer, which the JSON view shows too', async () => {
    const client = setup();
    const editor = await screen.findByTestId('visual-dev-editor');
    await within(editor).findByTestId('designer-canvas');
    fireEvent.click(within(editor).getByRole('button', { name: '添加评分' }));
    fireEvent.change(within(screen.getByTestId('designer-properties')).getByLabelText('标题'), { target: { value: '满意度' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'JSON' }));
    // Found through its part's test id: a label query walks the designer, the preview and the list (seconds in jsdom).
    const formText = () => within(within(editor).getByTestId('visual-dev-form-data')).getByRole('textbox') as HTMLTextAreaElement;
    expect(formText().labels?.[0]?.textContent).toContain('表单配置（formData）');
    await waitFor(() => expect(formText().value).toContain('满意度'), { timeout: 10_000 });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(client.update).toHaveBeenCalled());
    const fields = sentForm(client).fields as { __config__: { jnpfKey: string; label: string } }[];
    expect(fields.at(-1)!.__config__).toMatchObject({ jnpfKey: 'rate', label: '满意度' });
    expect(fields.slice(0, -1)).toEqual((definition.formData as { fields: unknown[] }).fields);
  });
});
