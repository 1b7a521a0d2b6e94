/** Names and common settings shared by both naming generations of JNPF fields. */
import type { FieldSource, JnpfField } from '../registry/types';

/** `show-word-limit` → `showWordLimit`; camelCase names pass unchanged. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Keys of a field object that are not props. */
const FIELD_META = new Set(['__vModel__', '__config__', '__slot__', 'on']);

/** Props every kind may have; the compiler maps them for all kinds. */
export const COMMON_PROPS = new Set(['placeholder', 'disabled', 'readonly', 'readOnly', 'clearable', 'style']);

/** `__config__` keys every kind may have, handled by the compiler. */
export const COMMON_CONFIG = new Set([
  'jnpfKey',
  'label',
  'required',
  'regList',
  'span',
  'showLabel',
  'labelWidth',
  'tipLabel',
  'noShow',
  'visibility',
  'defaultValue',
  'trigger',
  'children',
  'tableName',
  'columnWidth',
  'tableAlign',
  'tableFixed',
  // Sub-table columns (newer designers): the compiler knows a column by where it sits, and the
  // table (`tableName`, `relationTable`) and parent (`parentVModel`) matter to the server only.
  'isSubTable',
  'parentVModel',
  'relationTable',
]);

/** Designer bookkeeping with no meaning when rendering (reference 2.3): knowingly not mapped, not reported. */
export const DESIGNER_CONFIG = new Set(['tag', 'tagIcon', 'layout', 'renderKey', 'dragDisabled', 'formId', 'className']);

export function normaliseField(raw: JnpfField, kind: string): FieldSource {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (FIELD_META.has(name)) continue;
    props[camelCase(name)] = value;
  }
  const config = raw.__config__;
  return {
    kind,
    jnpfKey: config.jnpfKey,
    ...(typeof raw.__vModel__ === 'string' && raw.__vModel__ !== '' ? { vModel: raw.__vModel__ } : {}),
    config,
    props,
    slot: raw.__slot__ && typeof raw.__slot__ === 'object' ? raw.__slot__ : {},
    raw,
  };
}
