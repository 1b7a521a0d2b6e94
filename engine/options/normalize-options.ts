/** Option items of any source as {value, label, disabled, children}. */
import type { OptionProps } from './source-config';

export interface FieldOption {
  value: unknown;
  label: string;
  disabled?: boolean;
  children?: FieldOption[];
}

export function normalizeOptions(items: unknown, props: OptionProps): FieldOption[] {
  if (!Array.isArray(items)) return [];
  return items.filter((item) => item !== null && item !== undefined).map((item) => normalizeItem(item, props));
}

function normalizeItem(item: unknown, props: OptionProps): FieldOption {
  if (typeof item !== 'object') return { value: item, label: String(item) };
  const record = item as Record<string, unknown>;
  const value = record[props.value] ?? record.id ?? record.value;
  const label = record[props.label] ?? record.fullName ?? record.label ?? value;
  const children = record[props.children];
  return {
    value,
    label: label === undefined || label === null ? '' : String(label),
    ...(record.disabled === true ? { disabled: true } : {}),
    ...(Array.isArray(children) && children.length > 0 ? { children: normalizeOptions(children, props) } : {}),
  };
}

/** Same value, loosely: stored ids are sometimes numbers and sometimes their text. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((typeof a === 'number' || typeof a === 'string') && (typeof b === 'number' || typeof b === 'string')) return String(a) === String(b);
  return false;
}

/** The option for a value, searching trees depth first. */
export function findOption(options: readonly FieldOption[], value: unknown): FieldOption | undefined {
  for (const option of options) {
    if (sameValue(option.value, value)) return option;
    const inner = option.children && findOption(option.children, value);
    if (inner) return inner;
  }
  return undefined;
}

/** Labels for a stored value (one value or several); unknown values show as they are. */
export function optionLabels(options: readonly FieldOption[], value: unknown, separator = ','): string {
  const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return values.map((v) => findOption(options, v)?.label ?? String(v)).join(separator);
}
