/**
 * What a list may be made of, read off its form (the data fields of schemas/online/record-fields.ts) with
 * JNPF's rules (reference 2.5; V3 `ColumnDesign/src/helper/config.ts`): which fields may be columns,
 * search fields, the group, sort, summary, parent or left-tree field, and how a search on each kind
 * matches. Sub-table columns are candidates as `<table>-<column>` (labelled `<table>-<column>` too, as
 * JNPF's designer names them); they may be shown, never searched, grouped or sorted by. Pure.
 */
import { canonicalJnpfKind } from '../../../schemas/jnpf-kinds';
import { recordFields, type OnlineField } from '../../../schemas/online/record-fields';
import { multipleCapable, notSearchable } from '../../../schemas/online/value-shapes';
import type { ListGeneration } from './list-generation';

type Json = Record<string, unknown>;

export interface ListCandidate {
  /** The column's `prop`: the field's `__vModel__`, `<table>-<column>` for a sub-table column. */
  prop: string;
  label: string;
  /** The kind as the form writes it (either generation). */
  jnpfKey: string;
  /** The canonical kind. */
  kind: string;
  /** The field object as stored: a new column or search item spreads it (reference 3.2). */
  field: Json;
  /** A column of a sub-table. */
  subTable: boolean;
  shape: OnlineField['shape'];
  multiple: boolean;
}

export interface ListCandidates {
  all: ListCandidate[];
  columns: ListCandidate[];
  search: ListCandidate[];
  /** Group (type 3), default sort and left-tree relation (type 2) fields: main fields that compare as values. */
  group: ListCandidate[];
  /** Fields a column may be sorted by (the `sortable` box). */
  sortable: ReadonlySet<string>;
  /** Totals and thousands separators: number fields. */
  sum: ListCandidate[];
  /** The tree table's parent field (type 5): a main field holding one id. */
  parent: ListCandidate[];
}

/** Not columns in 3.4.7 (reference 2.5); relation and popup attributes may be when they store their value. */
const noColumnOld = new Set(['colorPicker', 'rate', 'slider', 'uploadImg', 'uploadFz', 'editor', 'relationFormAttr', 'popupAttr']);
/** …and in V3, which shows rates, sliders and files. */
const noColumnNew = new Set(['colorPicker', 'editor', 'relationFormAttr', 'popupAttr']);
/** V3 also refuses to search by these. */
const noSearchNew = new Set(['dateRange', 'timeRange', 'sign', 'signature']);
/** Neither grouped nor sorted by (V3 `noGroupList`). */
const noGroup = new Set(['sign', 'signature', 'location', 'uploadImg', 'uploadFz', 'editor']);
const numberKinds = new Set(['inputNumber', 'calculate']);

/** Text kinds search with a text box: equal or fuzzy (JNPF's default, reference 2.5 `useInputList`). */
const fuzzyKinds = new Set(['input', 'textarea', 'billRule', 'text', 'link', 'location', 'autoComplete']);
/** Dates, times and numbers search a range or one value. */
const rangeKinds = new Set(['datePicker', 'timePicker', 'inputNumber', 'calculate', 'createTime', 'modifyTime', 'rate', 'slider']);
/** Choices that may search several values at once (V3's list, and the choices the search draws as a select). */
const multipleSearchKinds = new Set([...multipleCapable, 'radio', 'checkbox', 'usersSelect']);

export type SearchType = 1 | 2 | 3;

/** The match types a search on this kind may use, the default first. */
export function searchTypesOf(jnpfKey: string): SearchType[] {
  const kind = canonicalJnpfKind(jnpfKey) ?? jnpfKey;
  if (rangeKinds.has(kind)) return [3, 1];
  if (fuzzyKinds.has(kind)) return [2, 1];
  return [1];
}

export const canSearchMultiple = (jnpfKey: string): boolean => multipleSearchKinds.has(canonicalJnpfKind(jnpfKey) ?? jnpfKey);

const shownOnPc = (field: Json): boolean => {
  const config = field.__config__ as Json | undefined;
  const visibility = config?.visibility;
  return !Array.isArray(visibility) || visibility.includes('pc');
};

const storesValue = (field: Json): boolean => {
  const stored = field.isStorage ?? (field.__config__ as Json | undefined)?.isStorage;
  return Boolean(stored) && stored !== '0';
};

function candidateOf(field: OnlineField, table?: OnlineField): ListCandidate {
  const kind = canonicalJnpfKind(field.jnpfKey) ?? field.jnpfKey;
  return {
    prop: table ? `${table.vModel}-${field.vModel}` : field.vModel,
    label: table ? `${table.label}-${field.label}` : field.label,
    jnpfKey: field.jnpfKey,
    kind,
    field: field.raw,
    subTable: Boolean(table),
    shape: field.shape,
    multiple: field.multiple,
  };
}

/** Every field a list may name, in the form's order (a sub-table's columns where the sub-table is). */
export function allCandidates(form: unknown): ListCandidate[] {
  return recordFields(form)
    .filter((field) => shownOnPc(field.raw))
    .flatMap((field) =>
      field.shape === 'rows'
        ? (field.children ?? []).filter((child) => shownOnPc(child.raw)).map((child) => candidateOf(child, field))
        : [candidateOf(field)],
    );
}

export function listCandidates(form: unknown, generation: ListGeneration): ListCandidates {
  const all = allCandidates(form);
  const noColumn = generation === 'old' ? noColumnOld : noColumnNew;
  const main = all.filter((item) => !item.subTable);
  const columns = all.filter((item) => !noColumn.has(item.kind) || storesValue(item.field));
  const search = main.filter(
    (item) =>
      !notSearchable.has(item.jnpfKey) &&
      !notSearchable.has(item.kind) &&
      !(generation === 'new' && (noSearchNew.has(item.jnpfKey) || noSearchNew.has(item.kind))) &&
      columns.includes(item),
  );
  const group = main.filter((item) => !noGroup.has(item.kind) && item.shape !== 'files');
  return {
    all,
    columns,
    search,
    group,
    sortable: new Set(group.map((item) => item.prop)),
    sum: main.filter((item) => numberKinds.has(item.kind)),
    parent: main.filter((item) => item.shape === 'text' && !item.multiple),
  };
}
