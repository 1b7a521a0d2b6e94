/**
 * Records the list designer's preview shows: made from the form's data fields, each value of the
 * field's kind — a choice cycles through its options (static ones, or a dictionary's entries read for the
 * preview), text is the label and the row number, numbers and dates step by row, a sub-table has two
 * rows. Kinds whose values are ids of the organisation (pickers, system fields) and files stay empty: a
 * sample cannot name real people. With a parent field (the tree table), rows nest two under each.
 * Pure: the dictionary entries are given.
 */
import type { OnlineRow } from '../../../api/online-client';
import type { OptionItem } from '../../../engine/data-source';
import { canonicalJnpfKind } from '../../../schemas/jnpf-kinds';
import { recordFields, type OnlineField } from '../../../schemas/online/record-fields';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const SAMPLE_COUNT = 8;
/** The first sample's date: 2026-01-05 (Shanghai noon), a day further each row. */
const FIRST_DAY = Date.UTC(2026, 0, 5, 4);
const DAY = 86_400_000;

const choiceKinds = new Set(['select', 'radio', 'checkbox', 'treeSelect', 'cascader']);

/** The stored key of a choice's options (`props.props.value` in 3.4.7, `props.value` in V3; 'id' by default). */
function valueKeyOf(raw: Json): string {
  const props = isObject(raw.props) ? raw.props : {};
  const inner = isObject(props.props) ? props.props : props;
  return typeof inner.value === 'string' && inner.value ? inner.value : 'id';
}

/** A choice's static options (3.4.7 `__slot__.options`, V3 `options`). */
export function staticOptions(raw: Json): OptionItem[] {
  const slot = isObject(raw.__slot__) ? raw.__slot__ : {};
  const options = Array.isArray(raw.options) ? raw.options : Array.isArray(slot.options) ? slot.options : [];
  return options.filter(isObject) as OptionItem[];
}

/** The dictionary a choice reads its options from, when it does. */
export function dictionaryOf(raw: Json): string | undefined {
  const config = isObject(raw.__config__) ? raw.__config__ : {};
  return config.dataType === 'dictionary' && typeof config.dictionaryType === 'string' && config.dictionaryType
    ? config.dictionaryType
    : undefined;
}

function sampleValue(field: OnlineField, index: number, options: (field: OnlineField) => OptionItem[]): unknown {
  const kind = canonicalJnpfKind(field.jnpfKey) ?? field.jnpfKey;
  if (choiceKinds.has(kind)) {
    const list = options(field);
    const option = list[index % Math.max(list.length, 1)];
    if (!option) return undefined;
    const value = option[valueKeyOf(field.raw)] ?? option.id;
    return kind === 'checkbox' || kind === 'cascader' || field.multiple ? [value] : value;
  }
  switch (kind) {
    case 'input':
    case 'textarea':
    case 'autoComplete':
      return `${field.label}${index + 1}`;
    case 'billRule':
      return `NO${String(index + 1).padStart(4, '0')}`;
    case 'inputNumber':
    case 'calculate':
      return (index + 1) * 10;
    case 'rate':
      return (index % 5) + 1;
    case 'slider':
      return (index + 1) * 10;
    case 'switch':
      return index % 2;
    case 'datePicker':
    case 'createTime':
    case 'modifyTime':
      return FIRST_DAY + index * DAY;
    case 'timePicker':
      return `${String(8 + (index % 10)).padStart(2, '0')}:00:00`;
    case 'colorPicker':
      return '#409EFF';
    case 'table':
      return [0, 1].map((row) => sampleRecord(field.children ?? [], index * 2 + row, options));
    default:
      return undefined;
  }
}

function sampleRecord(fields: OnlineField[], index: number, options: (field: OnlineField) => OptionItem[]): Json {
  const out: Json = {};
  for (const field of fields) {
    const value = sampleValue(field, index, options);
    if (value !== undefined) out[field.vModel] = value;
  }
  return out;
}

export interface SampleInput {
  /** The form (`formData`, parsed). */
  form: unknown;
  /** A dictionary's entries by the dictionary named in the field. */
  dictionaries?: ReadonlyMap<string, OptionItem[]>;
  /** The tree table's parent field: row n + 1 is a child of row ⌊n / 2⌋. */
  parentField?: string;
  count?: number;
}

export function sampleRows({ form, dictionaries, parentField, count = SAMPLE_COUNT }: SampleInput): OnlineRow[] {
  const fields = recordFields(form);
  const options = (field: OnlineField) => {
    const dictionary = dictionaryOf(field.raw);
    return dictionary ? (dictionaries?.get(dictionary) ?? []) : staticOptions(field.raw);
  };
  return Array.from({ length: count }, (_, index) => {
    const row: OnlineRow = { ...sampleRecord(fields, index, options), id: `sample${index + 1}` };
    if (parentField) row[parentField] = index === 0 ? '' : `sample${Math.floor((index - 1) / 2) + 1}`;
    return row;
  });
}

/** The dictionaries the form's choices read (each once). */
export function dictionariesOf(form: unknown): string[] {
  const names = new Set<string>();
  const walk = (fields: OnlineField[]) => {
    for (const field of fields) {
      const dictionary = dictionaryOf(field.raw);
      if (dictionary) names.add(dictionary);
      walk(field.children ?? []);
    }
  };
  walk(recordFields(form));
  return [...names];
}
