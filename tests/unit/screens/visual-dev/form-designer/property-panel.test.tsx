/**
 * The property panel is generated from the kinds' descriptions: every setting of every kind renders
 * an editor in the panel, and changing it writes the setting's key in the stored field (the new
 * generation's spelling in a new definition, the old one's in an old definition).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../helpers/kinds';
import { createMemoryDataSource } from '../../../../../engine';
import { fieldKinds } from '../../../../../engine/registry/registry';
import type { PropSetting } from '../../../../../engine/registry/settings';
import type { AnyFieldKind } from '../../../../../engine/registry/types';
import { DesignerStore } from '../../../../../screens/visual-dev/form-designer/designer-store';
import { readAt, readSetting, writeSetting, type Generation } from '../../../../../screens/visual-dev/form-designer/model/addresses';
import { findNode } from '../../../../../screens/visual-dev/form-designer/model/document';
import { newFormSettings } from '../../../../../screens/visual-dev/form-designer/model/generation';
import { PropertyPanel } from '../../../../../screens/visual-dev/form-designer/PropertyPanel';
import { memoryDesignerServices } from '../../../../../screens/visual-dev/form-designer/services';
import { DesignerContext } from '../../../../../screens/visual-dev/form-designer/use-designer';
import { renderScreen } from '../../render-screen';

afterEach(cleanup);

const services = memoryDesignerServices({
  dictionaryTypes: [{ id: 'd1', fullName: '缴费方式' }],
  interfaces: [{ id: 'i1', fullName: '小区列表' }],
  interfaceParameters: { i1: [{ field: 'district', dataType: 'varchar' }] },
  interfaceFields: { i1: ['id', 'fullName'] },
  billRules: [{ id: 'heatBill', fullName: '缴费单号' }],
  functions: [{ id: 'f1', fullName: '热用户档案' }],
  functionFields: { f1: [{ vmodel: 'customerName', label: '用户名称' }] },
});

/** The parent a part needs (a pane in its tab, a cell in its grid). */
const PARENT: Record<string, string> = { tabItem: 'tab', collapseItem: 'collapse', tableGridTd: 'tableGrid' };

/** A designer with a field of `kind` selected (and a number field beside it, for settings that follow another field). */
function designerWith(kind: AnyFieldKind, generation: Generation) {
  const store = new DesignerStore(newFormSettings(generation), fieldKinds);
  store.insertKind('inputNumber', null, 0);
  const parent = PARENT[kind.key];
  store.insertKind(parent ?? kind.key, null, 1);
  let id = store.getState().selected!;
  if (parent) {
    const container = findNode(store.doc, id)!.node;
    id = kind.key === 'tableGridTd' ? container.children![0]!.children![0]!.id : container.children![0]!.id;
  }
  if (kind.key === 'table') store.insertKind('inputNumber', id, 0);
  store.select(id);
  return { store, id };
}

/** Makes a setting shown: its condition, and its condition's condition, hold. */
function satisfy(store: DesignerStore, id: string, kind: AnyFieldKind, setting: PropSetting, generation: Generation): void {
  if (!setting.when) return;
  const source = (kind.settings ?? []).find((s) => s.key === setting.when!.key);
  if (!source) return;
  satisfy(store, id, kind, source, generation);
  const value = setting.when.truthy
    ? source.type === 'select'
      ? source.choices![1]!.value
      : true
    : setting.when.in!.find((v) => v !== undefined);
  store.updateField(id, (field) => writeSetting(field, source, value, generation));
}

/** Changes the editor as a designer would; gives the value it should write. */
async function change(row: HTMLElement, setting: PropSetting, current: unknown): Promise<unknown> {
  const control = () => row.querySelector<HTMLElement>(`#${CSS_ID(row)}`)!;
  switch (setting.type) {
    case 'string':
    case 'text':
      fireEvent.change(control(), { target: { value: 'x1' } });
      return 'x1';
    case 'number': {
      const value = setting.max !== undefined ? setting.max : (setting.min ?? 0) + 3;
      fireEvent.change(control(), { target: { value: String(value) } });
      return value;
    }
    case 'boolean':
      fireEvent.click(control());
      return !(current === true || current === 1);
    case 'select': {
      const index = setting.choices!.findIndex((choice) => String(choice.value) !== String(current));
      fireEvent.change(control(), { target: { value: String(index) } });
      return setting.choices![index]!.value;
    }
    case 'color':
      fireEvent.change(control(), { target: { value: '#123456' } });
      return '#123456';
    case 'json':
      fireEvent.change(control(), { target: { value: '{"a":1}' } });
      return { a: 1 };
    case 'strings':
      fireEvent.change(control(), { target: { value: 'a\nb' } });
      return ['a', 'b'];
    case 'options':
      fireEvent.click(within(row).getByRole('button', { name: '添加选项' }));
      return [
        ...(current as unknown[]),
        { fullName: `选项${(current as unknown[]).length + 1}`, id: String((current as unknown[]).length + 1) },
      ];
    case 'columns':
      fireEvent.click(within(row).getByRole('button', { name: '添加列' }));
      return [...((current as unknown[]) ?? []), { label: '', value: '' }];
    case 'optionProps':
      fireEvent.change(within(row).getByLabelText('显示属性'), { target: { value: 'name' } });
      return { ...(current as object), label: 'name' };
    case 'dictionary':
    case 'interface':
    case 'billRule':
    case 'visualDev':
    case 'formField': {
      const wanted = { dictionary: 'd1', interface: 'i1', billRule: 'heatBill', visualDev: 'f1', formField: 'customerName' }[setting.type];
      await waitFor(() => expect(within(row).getByRole('option', { name: /缴费方式|小区列表|缴费单号|热用户档案|用户名称/ })).toBeTruthy());
      fireEvent.change(control(), { target: { value: wanted } });
      return wanted;
    }
    case 'templateJson': {
      const input = await within(row).findByLabelText('参数 district 的值');
      fireEvent.change(input, { target: { value: '河西' } });
      return [{ field: 'district', dataType: 'varchar', defaultValue: '河西' }];
    }
    case 'field':
    case 'childFields':
    case 'expression':
      return undefined;
    default:
      throw new Error(`no driver for ${setting.type}`);
  }
}

/** The editor's control id: what its label points at. */
const CSS_ID = (row: HTMLElement) => row.querySelector('label')!.getAttribute('for')!;

const kinds = fieldKinds
  .all()
  .filter((kind) => kind.palette && (kind.settings?.length ?? 0) > 0 && (!kind.palette.hidden || PARENT[kind.key]));

/** Changes one setting in the rendered panel and checks where it was written. */
async function check(store: DesignerStore, id: string, kind: AnyFieldKind, setting: PropSetting, generation: Generation): Promise<void> {
  satisfy(store, id, kind, setting, generation);
  const source = setting.source ? (kind.settings ?? []).find((s) => s.key === setting.source) : undefined;
  if (source) store.updateField(id, (field) => writeSetting(field, source, setting.source === 'modelId' ? 'f1' : 'i1', generation));
  const row = await waitFor(() => {
    const found = screen.getByTestId('designer-properties').querySelector<HTMLElement>(`[data-setting="${setting.key}"]`);
    expect(found, `editor of ${setting.key}`).toBeTruthy();
    return found!;
  });
  expect(within(row).getByText(setting.label)).toBeTruthy();
  const field = () => findNode(store.doc, id)!.node.field;
  const where = generation === 'old' && setting.oldKey ? setting.oldKey : setting.key;
  const before = readSetting(field(), setting, generation);
  let expected: unknown;
  if (setting.type === 'field') {
    const other = store.doc.fields.find((n) => n.id !== id && n.field.__vModel__);
    expected = setting.pick ? undefined : String(other!.field.__vModel__);
    if (expected) fireEvent.change(row.querySelector('select')!, { target: { value: expected } });
    else expect(row.querySelector('select'), setting.key).toBeTruthy();
  } else if (setting.type === 'childFields') {
    fireEvent.click(within(row).getAllByRole('checkbox')[0]!);
    expected = [findNode(store.doc, id)!.node.children![0]!.field.__vModel__];
  } else if (setting.type === 'expression') {
    fireEvent.click(within(row).getByRole('button', { name: '输入 1' }));
    expected = ['1'];
  } else expected = await change(row, setting, before);
  if (expected !== undefined) await waitFor(() => expect(readAt(field(), where), `${setting.key} written at ${where}`).toEqual(expected));
  if (setting.nameKey && setting.type !== 'dictionary') expect(readAt(field(), setting.nameKey), setting.nameKey).toBeTruthy();
}

describe.each(['new', 'old'] as const)('in a %s definition', (generation) => {
  it.each(kinds.map((kind) => [kind.key, kind] as const))('every setting of %s has an editor that writes its key', async (_key, kind) => {
    const { store, id } = designerWith(kind, generation);
    renderScreen(
      <DesignerContext.Provider value={store}>
        <PropertyPanel services={services} dataSource={createMemoryDataSource({})} />
      </DesignerContext.Provider>,
    );
    // In an old definition, the settings whose spelling differs there.
    for (const setting of kind.settings ?? [])
      if (generation === 'new' || setting.oldKey) await check(store, id, kind, setting, generation);
  });
});
