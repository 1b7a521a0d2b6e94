/**
 * The data fields of a stored JNPF form definition (reference 2.1 to 2.4, 2.8): the fields that hold a
 * value, found through every container (row, card, tab and collapse panes, table grid cells), with
 * what the server needs to validate, store and search a record. Pure: the server and the screens use it.
 */
import { multipleCapable, storedOnlyWhenAsked, valueShapeOf, type ValueShape } from './value-shapes';

export interface OnlineRegRule {
  pattern: string;
  message?: string;
}

export interface OnlineField {
  /** The data key (`__vModel__`). */
  vModel: string;
  /** The kind as written (either generation). */
  jnpfKey: string;
  label: string;
  shape: ValueShape;
  required: boolean;
  multiple: boolean;
  regList: OnlineRegRule[];
  maxlength?: number;
  /** billRule: the rule's enCode; createUser...: the system value it takes. */
  rule?: string;
  /** The field's whole object, as stored. */
  raw: Record<string, unknown>;
  /** A sub-table's columns. */
  children?: OnlineField[];
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level data fields of a definition (sub-table columns under their table's `children`). */
export function recordFields(formData: unknown): OnlineField[] {
  if (!isRecord(formData) || !Array.isArray(formData.fields)) return [];
  const out: OnlineField[] = [];
  collect(formData.fields, out);
  return out;
}

function collect(fields: unknown[], out: OnlineField[]): void {
  for (const raw of fields) {
    if (!isRecord(raw) || !isRecord(raw.__config__)) continue;
    const config = raw.__config__;
    const jnpfKey = typeof config.jnpfKey === 'string' ? config.jnpfKey : '';
    const children = Array.isArray(config.children) ? config.children : undefined;
    const field = dataField(raw, config, jnpfKey);
    if (field) {
      if (field.shape === 'rows') {
        const columns: OnlineField[] = [];
        collect(children ?? [], columns);
        field.children = columns;
      }
      out.push(field);
    } else if (children) {
      collect(children, out);
    }
  }
}

function dataField(raw: Json, config: Json, jnpfKey: string): OnlineField | undefined {
  const vModel = typeof raw.__vModel__ === 'string' ? raw.__vModel__ : '';
  const shape = valueShapeOf(jnpfKey);
  if (!vModel || !shape) return undefined;
  if (storedOnlyWhenAsked.has(jnpfKey) && !isStored(config.isStorage ?? raw.isStorage)) return undefined;
  const props = isRecord(raw.props) && isRecord(raw.props.props) ? raw.props.props : isRecord(raw.props) ? raw.props : {};
  const multiple = multipleCapable.has(jnpfKey) && (raw.multiple === true || props.multiple === true);
  const maxlength = Number(raw.maxlength ?? raw.maxLength);
  return {
    vModel,
    jnpfKey,
    label: typeof config.label === 'string' ? config.label : vModel,
    shape,
    required: config.required === true,
    multiple,
    regList: Array.isArray(config.regList) ? config.regList.filter(isRegRule) : [],
    ...(Number.isFinite(maxlength) && maxlength > 0 ? { maxlength } : {}),
    ...(typeof config.rule === 'string' ? { rule: config.rule } : {}),
    raw,
  };
}

const isStored = (value: unknown) => value === 1 || value === '1' || value === true || value === 2 || value === '2';

function isRegRule(value: unknown): value is OnlineRegRule {
  return isRecord(value) && typeof value.pattern === 'string' && value.pattern.length > 0;
}

/** Every data field by its key, sub-table columns as `<table>-<column>` (how column lists address them). */
export function fieldsByKey(fields: readonly OnlineField[]): Map<string, OnlineField> {
  const map = new Map<string, OnlineField>();
  for (const field of fields) {
    map.set(field.vModel, field);
    for (const child of field.children ?? []) map.set(`${field.vModel}-${child.vModel}`, child);
  }
  return map;
}
