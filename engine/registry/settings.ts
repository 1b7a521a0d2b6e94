/**
 * How the form designer edits a kind (issue 18): where it sits in the palette and, per prop or config
 * key the kind maps, a **setting** — where the value lives in the stored field, its type (which editor
 * the property panel draws), its default for a new field and its label. The property panel is
 * generated from these, so a new kind shows in the designer with its properties and no designer code.
 * Plain data and small constructors: no React (the compiler and the tests read them too).
 */

/** JNPF's palette groups (reference 2.5): 基础控件, 高级控件, 系统控件, 布局控件. */
export type PaletteGroup = 'basic' | 'advanced' | 'system' | 'layout';

/** A child a new container starts with (tab panes, table-grid rows…), made like a field of that kind. */
export interface ChildTemplate {
  kind: string;
  /** Settings of the child beyond its kind's defaults, by setting key ('title', 'config.colspan'). */
  values?: Record<string, unknown>;
  children?: readonly ChildTemplate[];
}

export interface KindPalette {
  group: PaletteGroup;
  /** The palette's name of the kind (JNPF's, e.g. 单行输入); a new field's label too. */
  label: string;
  /**
   * The jnpfKey each naming generation writes (reference section 0) when the two differ, e.g.
   * `{old: 'comInput', new: 'input'}`; otherwise the kind's key is written.
   */
  keys?: { old: string; new: string };
  /** Not offered in the palette: panes and cells (their container makes them), platform-only kinds. */
  hidden?: boolean;
  /** May it be a sub-table column? Default: kinds that hold a value (reference 2.5 lists the others). */
  inSubTable?: boolean;
  /** Common settings (COMMON_SETTINGS keys) this kind does not have, e.g. system kinds have no default value. */
  omitCommon?: readonly string[];
  /** Children a new field of this kind starts with; `[]` for a kind that holds children without being a container (the sub-table). */
  children?: readonly ChildTemplate[];
  /** The one kind its children may be (a tab takes panes `tabItem`, a table grid rows `tableGridTr`). */
  takes?: string;
  /**
   * What a new field starts with beyond its settings' defaults, by setting key (common ones such as
   * `placeholder`, or keys no setting edits such as `config.layout`).
   */
  values?: Record<string, unknown>;
}

/** The editor a setting gets. */
export type SettingType =
  /** One line of text. */
  | 'string'
  /** Several lines of text. */
  | 'text'
  | 'number'
  | 'boolean'
  /** One of `choices`. */
  | 'select'
  | 'color'
  /** Any JSON value, typed as JSON text (objects the designer has no finer editor for). */
  | 'json'
  /** A list of texts, one per line. */
  | 'strings'
  /** A static option list (`[{fullName, id}]`, trees with `children`). */
  | 'options'
  /** Which item properties are the label, value and children (`{label, value, children}`). */
  | 'optionProps'
  /** A dictionary type (its id). */
  | 'dictionary'
  /** A data interface (its id); `nameKey` receives its name. */
  | 'interface'
  /** Parameters of the interface named by `source`, each a fixed value or a field of the form. */
  | 'templateJson'
  /** A bill rule (its enCode); `nameKey` receives its name. */
  | 'billRule'
  /** A function (visual-dev definition) of this platform, by id. */
  | 'visualDev'
  /** A field of the function named by `source`. */
  | 'formField'
  /** Columns shown in a picker dialog (`[{value, label}]`), from the function or interface of `source`. */
  | 'columns'
  /** A field of this form (its `__vModel__`), of the kinds in `pick`. */
  | 'field'
  /** Fields among the node's own children (a sub-table's columns), of the kinds in `pick`. */
  | 'childFields'
  /** A calculate formula: tokens of numbers, operators and fields (reference 2.9). */
  | 'expression'
  /** Validation rules `[{pattern, message}]` (reference 2.10). */
  | 'regList'
  /** Where the field shows: `['pc', 'app']`. */
  | 'visibility'
  /** The field's default value, edited with the field's own widget. */
  | 'defaultValue'
  /** The data key (`__vModel__`): unique in its scope, a letter then letters, digits or underscores. */
  | 'fieldName'
  /** A print template (its id). */
  | 'printTemplate';

/** Sections of the property panel. */
export type SettingGroup = 'common' | 'data' | 'look' | 'rules' | 'advanced';

export interface SettingChoice {
  value: string | number | boolean;
  label: string;
}

/** Shown only when another setting (by key) has one of these values; `truthy` when any set value counts. */
export interface SettingCondition {
  key: string;
  in?: readonly unknown[];
  truthy?: boolean;
}

export interface PropSetting {
  /**
   * Where the value lives in the field object: a prop (`placeholder`), `config.<key>` (`__config__`),
   * `slot.<key>` (`__slot__`), `vModel` (`__vModel__`); further dots go deeper (`props.props`).
   * The new generation's spelling, written for new fields of new definitions.
   */
  key: string;
  /** The old generation's spelling when it differs (Element's kebab-case `show-word-limit`, V2 places). */
  oldKey?: string;
  /** Other places a stored definition may hold it: read, and written when present there. */
  aliases?: readonly string[];
  type: SettingType;
  label: string;
  group: SettingGroup;
  /** What a new field of the kind is created with (reference 2.4); absent: not written. */
  default?: unknown;
  /** `select`: the values offered. */
  choices?: readonly SettingChoice[];
  when?: SettingCondition;
  /** `interface`, `billRule`, `visualDev`: where the chosen item's name is written too. */
  nameKey?: string;
  /** `templateJson`, `formField`, `columns`: the key of the setting naming the interface or function. */
  source?: string;
  /** `field`, `childFields`: the kinds that may be picked (canonical keys); absent: any data field. */
  pick?: readonly string[];
  /** `number`: bounds. */
  min?: number;
  max?: number;
  /** A line under the editor. */
  hint?: string;
}

type Extra = Partial<Omit<PropSetting, 'key' | 'label' | 'type'>>;

const make =
  (type: SettingType, group: SettingGroup) =>
  (key: string, label: string, extra: Extra = {}): PropSetting => ({
    key,
    label,
    type,
    group,
    ...extra,
  });

/** Constructors: `s.string('placeholder', '占位提示')`, `s.boolean('multiple', '多选', { default: false })`. */
export const s = {
  string: make('string', 'look'),
  text: make('text', 'look'),
  number: make('number', 'look'),
  boolean: make('boolean', 'look'),
  color: make('color', 'look'),
  json: make('json', 'advanced'),
  strings: make('strings', 'data'),
  select: (key: string, label: string, choices: readonly SettingChoice[], extra: Extra = {}): PropSetting => ({
    key,
    label,
    type: 'select',
    group: 'look',
    choices,
    ...extra,
  }),
  of: (type: SettingType, key: string, label: string, extra: Extra = {}): PropSetting => ({ key, label, type, group: 'data', ...extra }),
};

/** `[value, label]` pairs as choices. */
export const choices = (...pairs: [SettingChoice['value'], string][]): SettingChoice[] => pairs.map(([value, label]) => ({ value, label }));

/**
 * The settings every field has (reference 2.3), drawn before the kind's own. Kinds without a value
 * leave out the data ones; `omitCommon` leaves out more.
 */
export const COMMON_SETTINGS: readonly PropSetting[] = [
  s.of('fieldName', 'vModel', '字段名', { group: 'common' }),
  s.string('config.label', '标题', { group: 'common' }),
  s.boolean('config.showLabel', '显示标题', { group: 'common' }),
  s.number('config.labelWidth', '标题宽度', { group: 'common', min: 0, hint: '留空为表单的标题宽度' }),
  s.string('config.tipLabel', '标题提示', { group: 'common' }),
  s.string('placeholder', '占位提示', { group: 'common' }),
  s.of('defaultValue', 'config.defaultValue', '默认值', { group: 'common' }),
  s.number('config.span', '表单栅格', { group: 'common', min: 1, max: 24, default: 24 }),
  s.boolean('config.required', '是否必填', { group: 'rules', default: false }),
  s.of('regList', 'config.regList', '验证规则', { group: 'rules', default: [] }),
  s.select('config.trigger', '验证时机', choices(['blur', '失去焦点时'], ['change', '改变时']), { group: 'rules' }),
  s.of('visibility', 'config.visibility', '显示端', { group: 'common', default: ['pc', 'app'] }),
  s.boolean('config.noShow', '隐藏', { group: 'common' }),
  s.boolean('readonly', '只读', { group: 'common' }),
  s.boolean('disabled', '禁用', { group: 'common' }),
  s.boolean('clearable', '可清空', { group: 'common' }),
];

/** Common settings of a field without a value (display kinds): no name, rules, default or input props. */
export const VALUELESS_COMMON = new Set([
  'config.label',
  'config.showLabel',
  'config.labelWidth',
  'config.tipLabel',
  'config.span',
  'config.visibility',
  'config.noShow',
]);

/** Common settings of a container (row, card, tab…). */
export const CONTAINER_COMMON = new Set(['config.label', 'config.span', 'config.visibility', 'config.noShow']);

/** The palette entry of a part its container makes (a pane, a table-grid row or cell): not offered, no common settings. */
export const partPalette = (label: string): KindPalette => ({ group: 'layout', label, hidden: true, omitCommon: [...CONTAINER_COMMON] });

/** A kind made by a shared factory (pickers, uploads, system kinds), placed in the palette. */
export function withPalette<K extends { palette?: KindPalette }>(kind: K, palette: KindPalette): K {
  return { ...kind, palette };
}

/** Widths JNPF offers for dialogs (picker popups, the form's general popup). */
export const POPUP_WIDTHS = choices(
  ['600px', '600px'],
  ['800px', '800px'],
  ['1000px', '1000px'],
  ['1200px', '1200px'],
  ['1400px', '1400px'],
  ['40%', '40%'],
  ['50%', '50%'],
  ['60%', '60%'],
  ['70%', '70%'],
  ['80%', '80%'],
);
