/** What the compiler produces: one shape for both inputs (a JNPF definition, a JSON Schema + UI schema pair). */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledField, LayoutNode } from '../registry/types';

/** Form-level settings of a JNPF definition (reference 2.1); the renderer uses the layout ones. */
export interface FormSettings {
  size: string;
  labelPosition: 'left' | 'right' | 'top';
  /** Label column width in px (default 100). */
  labelWidth: number;
  labelSuffix: string;
  /** Gap between grid columns in px (default 15). */
  gutter: number;
  disabled: boolean;
  popupType?: string;
  generalWidth?: string;
  fullScreenWidth?: string;
  drawerWidth?: string;
  hasPrintBtn?: boolean;
  printButtonText?: string;
  printId?: unknown;
  /** The form's look (reference 2.1 `formStyle`, e.g. 'word-form'): the form root carries it as `data-form-style`. */
  formStyle?: string;
  /** Every other form-level key of the definition, as stored (buttons, storage policy, funcs…). */
  extra: Record<string, unknown>;
}

/** Something the compiler could not map, by field. */
export interface CompileIssue {
  /** Field id (data key, or `<kind>-<formId>`); '' for form-level keys. */
  field: string;
  jnpfKey?: string;
  /** What was not mapped: a prop name, `__config__.x`, `__slot__.x`, `on.change`… */
  key: string;
  message: string;
  /**
   * 'note': something the compiler inferred and handled (a 3.1 pane without jnpfKey); nothing is
   * lost. Absent: something it could not map (kept in `ui:options.extra`) or honour.
   */
  severity?: 'note';
}

export interface CompiledForm {
  /** JSON Schema of the form data (an object). */
  schema: RJSFSchema;
  /** UI schema: per field `ui:field` (the kind) and `ui:options`; at the root `ui:layout` and `ui:form`. */
  uiSchema: UiSchema;
  layout: LayoutNode[];
  settings: FormSettings;
  /** Top-level data fields by name, in definition order. */
  fields: Map<string, CompiledField>;
  /** For each data key, the fields whose `dependsOn` names it. */
  dependents: Map<string, string[]>;
  issues: CompileIssue[];
  /** The root schema's shape depends on the data (dependencies, if/then, xxxOf): RJSF must see every change. */
  dataDependent: boolean;
}

export const DEFAULT_SETTINGS: Omit<FormSettings, 'extra'> = {
  size: 'small',
  labelPosition: 'right',
  labelWidth: 100,
  labelSuffix: '',
  gutter: 15,
  disabled: false,
};
