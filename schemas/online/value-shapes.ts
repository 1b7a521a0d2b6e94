/**
 * What a generated form's record holds for each field kind (reference 2.4 "Value stored per jnpfKey"),
 * by canonical key (../jnpf-kinds.ts names the aliases): the server validates, stores, searches and
 * sorts records by it without the engine (which it may not import). Kinds the engine does not render
 * yet (popups, relations, location) are listed under their own names. tests/unit/schemas/online/
 * value-shapes.test.ts checks that every kind of jnpf-kinds.ts that holds a value has its shape here.
 */
import { canonicalJnpfKind } from '../jnpf-kinds';

/**
 * - `text`: a string (an id, a code, HTML, `HH:mm:ss`, a bill number);
 * - `number`: a number (dates as epoch milliseconds, switch 0/1);
 * - `list`: an array of strings or numbers (checkbox, a cascader path);
 * - `nested`: an array of arrays or of strings, as the field's `multiple` says (organisation and area paths);
 * - `files`: an array of `{name, fileId, url, ...}`;
 * - `rows`: a sub-table, an array of row objects;
 * - `system`: filled by the server, never taken from the client.
 */
export type ValueShape = 'text' | 'number' | 'list' | 'nested' | 'files' | 'rows' | 'system';

const shapes: Record<string, ValueShape> = {
  input: 'text',
  textarea: 'text',
  editor: 'text',
  colorPicker: 'text',
  radio: 'text',
  select: 'text',
  treeSelect: 'text',
  timePicker: 'text',
  depSelect: 'text',
  posSelect: 'text',
  userSelect: 'text',
  roleSelect: 'text',
  groupSelect: 'text',
  usersSelect: 'list',
  relationForm: 'text',
  popupSelect: 'text',
  popupTableSelect: 'text',
  autoComplete: 'text',
  sign: 'text',
  signature: 'text',
  location: 'text',
  inputNumber: 'number',
  rate: 'number',
  slider: 'number',
  switch: 'number',
  datePicker: 'number',
  calculate: 'number',
  checkbox: 'list',
  cascader: 'list',
  organizeSelect: 'nested',
  areaSelect: 'nested',
  uploadFz: 'files',
  uploadImg: 'files',
  table: 'rows',
  relationFormAttr: 'text',
  popupAttr: 'text',
  billRule: 'system',
  createUser: 'system',
  createTime: 'system',
  modifyUser: 'system',
  modifyTime: 'system',
  currOrganize: 'system',
  currDept: 'system',
  currPosition: 'system',
};

/** The shape a kind's value has, undefined for kinds that hold none (layout and display kinds). */
export function valueShapeOf(jnpfKey: string): ValueShape | undefined {
  const key = canonicalJnpfKind(jnpfKey) ?? jnpfKey;
  return Object.hasOwn(shapes, key) ? shapes[key] : undefined;
}

/** Kinds whose value exists only when `isStorage` says so (reference 2.3): 0 shows it and stores nothing. */
export const storedOnlyWhenAsked: ReadonlySet<string> = new Set(['calculate', 'relationFormAttr', 'popupAttr']);

/** Kinds (either generation's name) that hold several values when `multiple` is on (an array instead of one string). */
export const multipleCapable: ReadonlySet<string> = new Set([
  'select',
  'treeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'roleSelect',
  'groupSelect',
  'popupSelect',
  'popupTableSelect',
  'cascader',
  'organizeSelect',
  'comSelect',
  'areaSelect',
  'address',
]);

/** Kinds the list may not search by (reference 2.5, 3.4.7). */
export const notSearchable: ReadonlySet<string> = new Set([
  'switch',
  'relationForm',
  'popupSelect',
  'popupTableSelect',
  'uploadFz',
  'uploadFile',
  'uploadImg',
  'editor',
  'colorPicker',
  'rate',
  'slider',
  'relationFormAttr',
  'popupAttr',
  'table',
]);
