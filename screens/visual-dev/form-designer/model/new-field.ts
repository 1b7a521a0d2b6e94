/**
 * A new field of a kind, as JNPF's designer makes one on a drop: `__config__` with the kind's key in
 * the document's naming generation, the palette's name as its label, a `formId` counted on from the
 * form's `idGlobal` (which is moved on), a `renderKey`, the defaults of its settings and palette, and
 * the data key `<jnpfKey>Field<formId>` when it holds a value. Containers get their starting parts.
 */
import type { KindRegistry } from '../../../../engine/registry/registry';
import type { ChildTemplate, PropSetting } from '../../../../engine/registry/settings';
import type { AnyFieldKind, JnpfField } from '../../../../engine/registry/types';
import { writeAt, writeSetting } from './addresses';
import { holdsValue, settingsFor } from './applicable';
import { holdsChildren } from './containers';
import { newNodeId, type DesignDoc, type DesignNode } from './document';
import { lastFormId } from './field-names';
import { jnpfKeyFor } from './generation';

export interface Created {
  /** The document with `idGlobal` moved on (the node is not inserted yet). */
  doc: DesignDoc;
  node: DesignNode;
}

/** Makes a node of `kindKey`; `now` gives the `renderKey` (injected for tests). */
export function createNode(doc: DesignDoc, kindKey: string, registry: KindRegistry, now: () => number = Date.now): Created {
  let formId = lastFormId(doc);
  const make = (template: ChildTemplate): DesignNode => {
    const kind = registry.get(template.kind);
    if (!kind) throw new Error(`Unknown field kind ${template.kind}`);
    formId += 1;
    const field = newField(kind, doc, formId, now(), template.values ?? {}, registry);
    const children = template.children ?? kind.palette?.children;
    return { id: newNodeId(), field, ...(holdsChildren(kind) ? { children: (children ?? []).map(make) } : {}) };
  };
  const node = make({ kind: kindKey });
  return { doc: { ...doc, form: { ...doc.form, idGlobal: formId } }, node };
}

function newField(
  kind: AnyFieldKind,
  doc: DesignDoc,
  formId: number,
  renderKey: number,
  values: Record<string, unknown>,
  registry: KindRegistry,
): JnpfField {
  const { generation } = doc;
  const jnpfKey = jnpfKeyFor(kind.key, generation, registry);
  let field: JnpfField = {
    __config__: {
      jnpfKey,
      label: kind.palette?.label ?? kind.key,
      ...(kind.palette?.hidden ? {} : { showLabel: kind.defaultShowLabel ?? true }),
      layout: kind.container || holdsChildren(kind) ? 'rowFormItem' : 'colFormItem',
      formId,
      renderKey,
    },
  };
  const settings = settingsFor(kind);
  const byKey = new Map<string, PropSetting>(settings.map((setting) => [setting.key, setting]));
  for (const setting of settings) {
    if (setting.default !== undefined && setting.type !== 'fieldName')
      field = writeSetting(field, setting, structuredClone(setting.default), generation);
  }
  for (const [key, value] of Object.entries({ ...kind.palette?.values, ...values })) {
    const setting = byKey.get(key);
    field = setting ? writeSetting(field, setting, structuredClone(value), generation) : writeAt(field, key, structuredClone(value));
  }
  if (holdsValue(kind)) field = { ...field, __vModel__: `${jnpfKey}Field${formId}` };
  return field;
}
