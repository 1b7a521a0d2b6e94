/**
 * The value box of an advanced-query row: the field drawn by its own kind in edit mode, as a one-field
 * form of the engine (the search form's way, ./search-form.ts): a select shows its options, a date a
 * date picker, a user field the user picker. Never required, hidden or defaulted; radio and checkbox
 * choose from a select (a checkbox several values); system fields, which have no input, by the kind
 * that picks what they hold (a creation time by a date-time picker, a creator by the user picker, the
 * rest by a text box).
 */
import { compileJnpfForm, type CompiledForm, type JnpfField } from '../../engine';
import { canonicalJnpfKind } from '../../schemas/jnpf-kinds';
import type { SuperQueryField } from './super-query';

/** Keys of the field objects that only the form uses. */
const FORM_ONLY = ['on', 'disabled', 'readonly', 'style'];

const systemInputs: Record<string, Record<string, unknown>> = {
  createTime: { jnpfKey: 'datePicker', props: { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' } },
  modifyTime: { jnpfKey: 'datePicker', props: { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' } },
  createUser: { jnpfKey: 'userSelect' },
  modifyUser: { jnpfKey: 'userSelect' },
  currPosition: { jnpfKey: 'posSelect' },
  billRule: { jnpfKey: 'input' },
  currOrganize: { jnpfKey: 'input' },
  currDept: { jnpfKey: 'input' },
};

function valueField(query: SuperQueryField): JnpfField {
  const defined = query.field;
  const config = defined.__config__;
  const key = canonicalJnpfKind(config.jnpfKey) ?? config.jnpfKey;
  const system = systemInputs[key];
  const choice = key === 'radio' || key === 'checkbox';
  const kept = Object.fromEntries(Object.entries(defined).filter(([name]) => !FORM_ONLY.includes(name)));
  const { props, ...systemConfig } = system ?? {};
  return {
    ...kept,
    ...(props && typeof props === 'object' ? (props as Record<string, unknown>) : {}),
    __vModel__: query.vModel,
    __config__: {
      ...config,
      ...systemConfig,
      jnpfKey: system ? String(system.jnpfKey) : choice ? 'select' : config.jnpfKey,
      label: query.label,
      required: false,
      regList: [],
      noShow: false,
      visibility: ['pc', 'app'],
      showLabel: false,
      span: 24,
      defaultValue: undefined,
      defaultCurrent: false,
    },
    ...(choice ? { multiple: key === 'checkbox' } : {}),
  } as JnpfField;
}

/** The one-field form of a row's value: its value is at the field's key. */
export function superQueryValueForm(query: SuperQueryField): CompiledForm {
  return compileJnpfForm({ fields: [valueField(query)], labelWidth: 0 });
}
