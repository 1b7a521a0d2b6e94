/**
 * The field kinds (jnpfKey) the engine renders, as data the server can read: the registry of widgets/
 * is React code the server never imports. tests/unit/schemas/jnpf-kinds.test.ts keeps this list equal
 * to the registry (canonical keys, old-generation aliases, which kinds hold no value): a kind added to
 * widgets/ fails that test until it is added here.
 */

/** Canonical key -> its aliases (reference section 0). */
export const jnpfKinds: Readonly<Record<string, readonly string[]>> = {
  alert: [],
  areaSelect: ['address'],
  autoComplete: [],
  barcode: [],
  billRule: [],
  button: [],
  calculate: [],
  card: [],
  cascader: [],
  checkbox: [],
  collapse: [],
  collapseItem: [],
  colorPicker: [],
  createTime: [],
  createUser: [],
  currDept: [],
  currOrganize: [],
  currPosition: [],
  datePicker: ['date', 'dateRange'],
  depSelect: [],
  divider: [],
  editor: [],
  groupSelect: [],
  groupTitle: [],
  input: ['comInput'],
  inputNumber: ['numInput', 'JNPFAmount'],
  link: [],
  modifyTime: [],
  modifyUser: [],
  organizeSelect: ['comSelect'],
  popupAttr: [],
  popupSelect: [],
  popupTableSelect: [],
  posSelect: [],
  qrcode: [],
  radio: [],
  rate: [],
  relationForm: [],
  relationFormAttr: [],
  roleSelect: [],
  row: [],
  // The platform's own: the conditions of a data rule (widgets/ruleConditions).
  ruleConditions: [],
  select: [],
  slider: [],
  switch: [],
  tab: [],
  tabItem: [],
  table: [],
  tableGrid: [],
  tableGridTr: [],
  tableGridTd: [],
  text: ['JNPFText'],
  textarea: [],
  timePicker: ['time', 'timeRange'],
  treeSelect: [],
  uploadFz: ['uploadFile'],
  uploadImg: [],
  userSelect: [],
  usersSelect: [],
};

/** Kinds that hold no value (display and layout): their `__vModel__`, if any, stores nothing. */
export const valuelessJnpfKinds: ReadonlySet<string> = new Set([
  'alert',
  'barcode',
  'button',
  'card',
  'collapse',
  'collapseItem',
  'divider',
  'groupTitle',
  'link',
  'qrcode',
  'row',
  'tab',
  'tabItem',
  'tableGrid',
  'tableGridTr',
  'tableGridTd',
  'text',
]);

const canonicalByKey = new Map<string, string>(
  Object.entries(jnpfKinds).flatMap(([key, aliases]) => [
    [key, key] as [string, string],
    ...aliases.map((alias) => [alias, key] as [string, string]),
  ]),
);

/** The canonical key of a jnpfKey or alias; undefined for a kind the engine does not render. */
export const canonicalJnpfKind = (key: string): string | undefined => canonicalByKey.get(key);

/** Panes saved without a jnpfKey take their kind from their parent, as the engine infers them (3.1 definitions). */
export const paneKindOf: Readonly<Record<string, string>> = { tab: 'tabItem', collapse: 'collapseItem' };
