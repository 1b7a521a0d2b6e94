/**
 * The field-kind contract: what one folder in widgets/ gives the engine. A kind maps one JNPF
 * `jnpfKey` (reference section 2.4, both naming generations) to a JSON Schema fragment, the UI
 * options its widgets need, and its renderings (edit, read, list cell, search).
 */
import type { ComponentType, ReactNode } from 'react';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { DataSource } from '../data-source';
import type { EngineLanguage } from '../i18n/messages';
import type { KindPalette, PropSetting } from './settings';

/** The three ways one schema renders (spec 002 section 2.8): editable, greyed out, or as text. */
export type FormMode = 'edit' | 'disabled' | 'read';

/** A `regList` rule (reference 2.10): `pattern` is a JS regex literal as text, e.g. '/^\\d+$/'. */
export interface JnpfRegRule {
  pattern: string;
  message?: string;
}

/** `__config__` of a JNPF field (reference 2.3). Unknown keys are kept and reported by the compiler. */
export interface JnpfFieldConfig {
  jnpfKey: string;
  label?: string;
  required?: boolean;
  regList?: JnpfRegRule[];
  span?: number;
  showLabel?: boolean;
  labelWidth?: number;
  tipLabel?: string;
  noShow?: boolean;
  visibility?: string[];
  defaultValue?: unknown;
  trigger?: string | string[];
  children?: JnpfField[];
  [key: string]: unknown;
}

/** One field object of a stored JNPF form definition (reference 2.2), either naming generation. */
export interface JnpfField {
  __vModel__?: string;
  __config__: JnpfFieldConfig;
  __slot__?: Record<string, unknown>;
  on?: Record<string, string>;
  [prop: string]: unknown;
}

/** The field as the compiler hands it to a kind: names normalised, nothing dropped. */
export interface FieldSource {
  /** Canonical (new-generation) key of the kind, e.g. 'input' for `comInput`. */
  kind: string;
  /** The jnpfKey as written in the definition. */
  jnpfKey: string;
  /** The data key (`__vModel__`); absent for display kinds and containers. */
  vModel?: string;
  config: JnpfFieldConfig;
  /**
   * Top-level props with Element-UI kebab-case names in camelCase (`show-word-limit` becomes
   * `showWordLimit`, `active-value` becomes `activeValue`); V3 camelCase names pass unchanged.
   * Generic props (placeholder, disabled, readonly, clearable, style) are included too.
   */
  props: Record<string, unknown>;
  /** `__slot__` (prepend/append, divider text, V2-31 options). */
  slot: Record<string, unknown>;
  /** The field exactly as stored. */
  raw: JnpfField;
}

/** Compiles the children of a container or sub-table with the same rules as top-level fields. */
export interface CompiledChildren {
  /** JSON Schema properties of the children that hold values, keyed by `__vModel__`. */
  properties: Record<string, RJSFSchema>;
  required: string[];
  /** UI schema entries of those children, keyed by `__vModel__`. */
  uiSchema: Record<string, UiSchema>;
  /** Their layout, in order. */
  layout: LayoutNode[];
}

export interface KindCompileContext {
  /** Records something of this field the kind cannot map; it shows in the compile report. */
  report(key: string, message: string): void;
  /** Compiles child field objects (sub-table columns); their names are scoped to the row. */
  compileChildren(children: JnpfField[]): CompiledChildren;
}

export interface KindCompileResult<O> {
  /** JSON Schema of the value; omit for kinds without a value (display kinds, containers). */
  schema?: RJSFSchema;
  /** What the widgets need from the JNPF props: JSON only, it goes into `ui:options`. */
  options: O;
  /** Extra UI schema entries for the field (for example `items` of a sub-table). */
  uiSchema?: UiSchema;
  /**
   * The default value in this kind's value type, when `__config__.defaultValue` needs converting
   * (switch `false` → 0); omit to keep the definition's default as it is.
   */
  defaultValue?: unknown;
}

/**
 * The settings every field has, after compiling. They live in `ui:options` of the field's UI schema
 * entry (plus `title` in the JSON Schema), so a JSON Schema + UI schema pair carries them too.
 */
export interface FieldBase {
  /** Stable id within the form: the data key, or `<kind>-<formId>` for kinds without a value. */
  id: string;
  /** Data key; absent for display kinds and containers. */
  name?: string;
  /** Canonical kind key. */
  kind: string;
  label: string;
  showLabel: boolean;
  /** Label column width in px; undefined means the form's. */
  labelWidth?: number;
  tipLabel?: string;
  /** 1..24 columns of the form grid. */
  span: number;
  required: boolean;
  /** regList rules, checked in order; the first failing rule's message is shown. */
  rules: JnpfRegRule[];
  /** When to validate while editing (reference 2.10 `trigger`); submit validates everything. */
  trigger: ('blur' | 'change')[];
  /** Hidden by `noShow` or by `visibility` lacking 'pc' (the value is kept). */
  hidden: boolean;
  placeholder?: string;
  /** Field-level `disabled` / `readonly` props of the definition. */
  disabled: boolean;
  readOnly: boolean;
  clearable: boolean;
  defaultValue?: unknown;
  /** For value-less kinds: the JNPF `formId` the id was minted from. */
  formId?: number | string;
}

/** A compiled field: the common settings plus the kind's own options. */
export interface CompiledField<O = Record<string, unknown>> extends FieldBase {
  options: O;
  /** JSON Schema of the value (absent for value-less kinds). */
  schema?: RJSFSchema;
  /** Columns of a sub-table (kind `table`), compiled like top-level fields. */
  children?: CompiledField[];
}

/**
 * The layout tree: where each field sits. Data fields are referenced by name (their settings are
 * in the UI schema); display kinds and containers carry their compiled field.
 */
export type LayoutNode =
  | { type: 'field'; name: string }
  | { type: 'static'; field: CompiledField }
  | { type: 'container'; field: CompiledField; children: LayoutNode[] };

/** Where a value lives: [] for a top-level field, ['tableField107', 3] inside row 3 of a sub-table. */
export type FieldScope = readonly (string | number)[];

/** Props of a kind's edit widget (also used disabled: `disabled` true). */
export interface FieldWidgetProps<V = unknown, O = Record<string, unknown>> {
  /** DOM id of the focusable element; the label points at it. */
  id: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  onBlur: () => void;
  disabled: boolean;
  readOnly: boolean;
  field: CompiledField<O>;
  dataSource: DataSource;
  /** First error message for this field, in the form's language; undefined when valid. */
  error?: string;
  scope: FieldScope;
}

/** Props of a kind's read (detail) rendering. */
export interface FieldReadProps<V = unknown, O = Record<string, unknown>> {
  id: string;
  value: V | undefined;
  field: CompiledField<O>;
  dataSource: DataSource;
  scope: FieldScope;
}

/** Props of a kind's list-cell rendering (a list row, spec 002 / reference 3.2). */
export interface FieldCellProps<V = unknown, O = Record<string, unknown>> {
  value: V | undefined;
  field: CompiledField<O>;
  dataSource: DataSource;
  row: Record<string, unknown>;
}

/** Props of a value-less kind (divider, text, barcode…) placed in the layout. */
export interface StaticKindProps<O = Record<string, unknown>> {
  field: CompiledField<O>;
  mode: FormMode;
  dataSource: DataSource;
  scope: FieldScope;
}

/** Props of a container kind (row, card, tab, collapse, tableGrid and their panes). */
export interface ContainerProps<O = Record<string, unknown>> {
  field: CompiledField<O>;
  mode: FormMode;
  /** The child nodes; panes of tab/collapse/tableGrid are container nodes themselves. */
  nodes: LayoutNode[];
  /** Renders child nodes in the 24-column grid (hidden and forbidden fields left out). */
  renderNodes: (nodes: LayoutNode[]) => ReactNode;
}

/** List search match (reference 2.5): 1 equals, 2 fuzzy, 3 range. */
export type SearchMatch = 1 | 2 | 3;

export interface FieldKind<V = unknown, O = Record<string, unknown>> {
  /** Canonical jnpfKey (the new generation's spelling, reference section 0). */
  key: string;
  /** Old-generation spellings that mean the same kind (e.g. 'comInput' for 'input'). */
  aliases?: readonly string[];
  /** A container: its `__config__.children` are laid out inside it (row, card, tab, panes…). */
  container?: boolean;
  /** No value of its own (display kinds, containers); it has no `__vModel__`. */
  valueless?: boolean;
  /**
   * Whether the label shows when the definition does not say (`__config__.showLabel` absent); default
   * true. The display kinds (text, alert, divider, groupTitle, button, link) say false, as the
   * designer creates them (reference 2.4); an explicit `showLabel: true` still shows it.
   */
  defaultShowLabel?: boolean;
  /**
   * The edit widget is a group of controls (radio, checkbox): the field label is not `for` one
   * control; the widget puts `aria-labelledby={labelId(id)}` (renderer/FieldShell.tsx) on its group.
   */
  groupLabel?: boolean;
  /**
   * Props (camelCase, as in FieldSource.props) and `__slot__` keys ('slot.prepend') this kind maps;
   * any other prop present in a definition is reported as unmapped for that field.
   */
  props?: readonly string[];
  /** `__config__` keys beyond the common ones that this kind maps (e.g. 'dataType', 'dictionaryType'). */
  configKeys?: readonly string[];
  /** Where the form designer offers the kind (group, name, naming generations); see settings.ts. */
  palette?: KindPalette;
  /**
   * How the designer edits each of `props` and `configKeys` (type, default, label, group; settings.ts):
   * every name listed there is the key, old key or an alias of one setting (a unit test checks it).
   */
  settings?: readonly PropSetting[];
  /** JSON Schema fragment and UI options from the JNPF field. */
  compile: (source: FieldSource, ctx: KindCompileContext) => KindCompileResult<O>;
  /** Whether a value counts as empty for `required` (default: null, undefined, '' or []). */
  isEmpty?: (value: V | undefined) => boolean;
  /**
   * A message when a non-empty value is not one of this kind's values (checked before the schema),
   * in the form's language; e.g. date text typed in the wrong format, which the widget keeps.
   */
  checkValue?: (value: V, field: CompiledField<O>, language: EngineLanguage) => string | undefined;
  /** The empty value (before defaults): undefined unless the kind says otherwise (e.g. [] for checkbox). */
  emptyValue?: V;
  /** Editable rendering; disabled mode renders it with `disabled`. */
  Edit?: ComponentType<FieldWidgetProps<V, O>>;
  /** Read (detail) rendering: text, labels instead of ids. Defaults to the value as text. */
  Read?: ComponentType<FieldReadProps<V, O>>;
  /** List-cell rendering; defaults to Read. */
  Cell?: ComponentType<FieldCellProps<V, O>>;
  /** Search-form widget; defaults to Edit. Absent together with `searchMatch` means not searchable. */
  Search?: ComponentType<FieldWidgetProps<unknown, O>>;
  searchMatch?: SearchMatch;
  /** Rendering of a value-less kind in the layout. */
  Static?: ComponentType<StaticKindProps<O>>;
  /** Rendering of a container kind. */
  Container?: ComponentType<ContainerProps<O>>;
  /**
   * CSS for the class names this kind's renderings use, nested selectors such as
   * `{'& .ef-switch': {…}}` in Chakra tokens. Added once to the form root, so a form of hundreds of
   * fields does not compute a styled component per control (see engine/README.md, performance).
   */
  styles?: SystemStyleObject;
  /**
   * Data keys of other fields this field reads (relationField, templateJson params, expression
   * tokens): they re-render it when they change, and a change re-validates it.
   */
  dependsOn?: (field: CompiledField<O>) => string[];
}

/**
 * The parts of a kind that draw it. A kind registers its description eagerly and these behind a
 * dynamic import (`registerKind(kind, () => import('./views')…)`), loaded when a form uses the kind
 * (registry.ts, `loadKinds`).
 */
export type KindViewKey = 'Edit' | 'Read' | 'Cell' | 'Search' | 'Static' | 'Container' | 'styles';

/** A kind's renderings and their CSS: what its lazy `views.ts` gives. */
export type KindViews<V = unknown, O = Record<string, unknown>> = Pick<FieldKind<V, O>, KindViewKey>;

/**
 * What the compiler, validation and the designer need of a kind (key, aliases, props contract,
 * compile, dependencies, emptiness): no React, no heavy libraries. `widgets/<kind>/kind.ts` holds it.
 */
export type KindDescription<V = unknown, O = Record<string, unknown>> = Omit<FieldKind<V, O>, KindViewKey>;

/** A kind of any value/options type, as stored in the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFieldKind = FieldKind<any, any>;
