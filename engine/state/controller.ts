/**
 * One rendered form's behaviour around its store: changes, validation while editing (only the
 * changed field and its dependents) and on submit (everything), visibility by noShow/visibility and
 * the form-permission list, and revealing the first error.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { CompiledForm } from '../compiler/types';
import type { EngineLanguage } from '../i18n/messages';
import { loadedSchemaUtils } from '../renderer/rjsf';
import { fieldKinds, type KindRegistry } from '../registry/registry';
import type { CompiledField, LayoutNode } from '../registry/types';
import { deferredValidator, engineValidator, type AjvErrorObject } from '../validation/ajv';
import { ajvMessage, validateFieldValue } from '../validation/field-rules';
import { createFormStore, type FormStore } from './form-store';
import { plainDefaults } from './plain-defaults';
import { pathKey, type DataPath } from './paths';

export interface ControllerOptions {
  initialValues?: Record<string, unknown>;
  registry?: KindRegistry;
  language?: EngineLanguage;
  /**
   * The form-permission list (spec 002 section 2.8): when given, a field shows only if its code is
   * listed — its `__vModel__`, or `table-field` for a sub-table column. Absent means no filtering.
   */
  permissions?: readonly string[] | null;
}

export interface SubmitResult {
  valid: boolean;
  values: Record<string, unknown>;
  /** Path keys with errors, in layout order. */
  errors: DataPath[];
}

type RevealListener = (path: DataPath) => void;

export class FormController {
  readonly store: FormStore;
  readonly registry: KindRegistry;
  private language: EngineLanguage;
  private permissions: ReadonlySet<string> | null;
  /** Fields validated at least once: from then on they re-validate on every change. */
  private readonly checked = new Set<string>();
  private submitted = false;
  private readonly revealListeners = new Set<RevealListener>();
  /** Data keys in the order the layout shows them. */
  private readonly order: string[];

  constructor(
    readonly form: CompiledForm,
    options: ControllerOptions = {},
  ) {
    this.registry = options.registry ?? fieldKinds;
    this.language = options.language ?? 'zh';
    this.permissions = options.permissions ? new Set(options.permissions) : null;
    this.store = createFormStore(initialValues(form.schema, options.initialValues));
    this.order = layoutOrder(form.layout, [...form.fields.keys()]);
  }

  getValues(): Record<string, unknown> {
    return this.store.getValues();
  }

  setLanguage(language: EngineLanguage): void {
    if (language === this.language) return;
    this.language = language;
    for (const key of this.checked) this.validatePath(key.split('\u001f').map(pathStep));
  }

  setPermissions(permissions: readonly string[] | null | undefined): void {
    this.permissions = permissions ? new Set(permissions) : null;
  }

  /** A new value from a widget: stored, then the field and its dependents re-validated when due. */
  change(path: DataPath, value: unknown): void {
    this.store.set(path, value);
    const key = pathKey(path);
    const field = this.fieldAt(path);
    if (field && (this.submitted || this.checked.has(key) || field.trigger.includes('change') || path.length > 1)) {
      this.validatePath(path);
    } else if (!field && this.submitted) {
      // Inside a part RJSF renders itself (nested object or array of a pasted schema): check again as on submit.
      this.validateAll();
    }
    const top = String(path[0]);
    for (const dependent of this.form.dependents.get(top) ?? []) {
      if (this.checked.has(dependent)) this.validatePath([dependent]);
    }
  }

  /**
   * Deletes row `index` of the sub-table `table` (after the user confirmed). The errors and the
   * checked state of the rows below move up with their rows, so a message stays beside its cell.
   */
  removeRow(table: string, index: number): void {
    const rows = this.store.get([table]);
    if (!Array.isArray(rows) || !Number.isInteger(index) || index < 0 || index >= rows.length) return;
    const columns = (this.form.fields.get(table)?.children ?? []).flatMap((c) => (c.name ? [c.name] : []));
    for (let row = index; row < rows.length; row++) {
      for (const column of columns) {
        const below: DataPath | undefined = row + 1 < rows.length ? [table, row + 1, column] : undefined;
        this.store.setErrors([table, row, column], below ? this.store.getErrors(below) : undefined);
        const key = pathKey([table, row, column]);
        if (below && this.checked.has(pathKey(below))) this.checked.add(key);
        else this.checked.delete(key);
      }
    }
    this.change([table], rows.filter((_, i) => i !== index));
  }

  /** A widget lost focus: validate when the field's trigger includes blur. */
  blur(path: DataPath): void {
    const field = this.fieldAt(path);
    if (field && field.trigger.includes('blur')) this.validatePath(path);
  }

  /** Validates everything visible, shows every error, reveals the first; answers the values. */
  submit(): SubmitResult {
    this.submitted = true;
    const errors = this.validateAll();
    const first = errors[0];
    if (first) this.reveal(first);
    return { valid: errors.length === 0, values: this.store.getValues(), errors };
  }

  /** Validates every visible field and sub-table cell; answers the paths with errors in layout order. */
  validateAll(): DataPath[] {
    const values = this.store.getValues();
    const found = new Map<string, readonly string[]>();
    const paths: DataPath[] = [];
    const add = (path: DataPath, messages: string[]) => {
      if (messages.length === 0) return;
      found.set(pathKey(path), messages);
      paths.push(path);
    };
    for (const name of this.order) {
      const field = this.form.fields.get(name);
      if (!field || !this.isVisible(name)) continue;
      this.checked.add(name);
      if (field.kind === '') continue;
      add([name], this.messagesFor(field, values[name], false));
      const rows = values[name];
      if (field.children && Array.isArray(rows)) {
        rows.forEach((row, index) => {
          for (const column of field.children!) {
            if (!column.name || !this.isColumnVisible(name, column.name)) continue;
            const value = row && typeof row === 'object' ? (row as Record<string, unknown>)[column.name] : undefined;
            add([name, index, column.name], this.messagesFor(column, value, true));
          }
        });
      }
    }
    for (const [path, messages] of this.nativeErrors(values, found)) add(path, messages);
    this.store.replaceErrors(found);
    return paths;
  }

  /** Whether a top-level field shows: not hidden, and listed when the permission list is on. */
  isVisible(name: string): boolean {
    const field = this.form.fields.get(name);
    if (field?.hidden) return false;
    if (!this.permissions) return true;
    if (this.permissions.has(name)) return true;
    // A sub-table shows when any of its columns is granted.
    return !!field?.children?.some((c) => c.name && this.permissions!.has(`${name}-${c.name}`));
  }

  /** Whether a sub-table column shows: not hidden, and `table-field` listed when the permission list is on. */
  isColumnVisible(table: string, column: string): boolean {
    const child = this.form.fields.get(table)?.children?.find((c) => c.name === column);
    if (child?.hidden) return false;
    return !this.permissions || this.permissions.has(`${table}-${column}`);
  }

  /** Replaces all values (a loaded record) and forgets errors. */
  reset(values?: Record<string, unknown>): void {
    this.submitted = false;
    this.checked.clear();
    this.store.setAll(initialValues(this.form.schema, values));
    this.store.replaceErrors(new Map());
  }

  onReveal(listener: RevealListener): () => void {
    this.revealListeners.add(listener);
    return () => this.revealListeners.delete(listener);
  }

  /** Asks containers to show the path (switch tab, open panel), then the renderer focuses it. */
  reveal(path: DataPath): void {
    this.revealListeners.forEach((l) => l(path));
  }

  /** The compiled field at a path: top-level, or a sub-table column for [table, row, column]. */
  fieldAt(path: DataPath): CompiledField | undefined {
    const top = this.form.fields.get(String(path[0]));
    if (path.length === 1) return top;
    if (path.length === 3 && top?.children) return top.children.find((c) => c.name === path[2]);
    return undefined;
  }

  private validatePath(path: DataPath): void {
    const field = this.fieldAt(path);
    if (!field || field.kind === '') return;
    this.checked.add(pathKey(path));
    this.store.setErrors(path, this.messagesFor(field, this.store.get(path), path.length > 1));
  }

  private messagesFor(field: CompiledField, value: unknown, cell: boolean): string[] {
    return validateFieldValue(field, value, { language: this.language, kind: this.registry.get(field.kind), cell });
  }

  /** Whole-schema errors for parts RJSF renders itself (nested objects and arrays of a pasted schema). */
  private nativeErrors(values: Record<string, unknown>, found: Map<string, readonly string[]>): [DataPath, string[]][] {
    const native = [...this.form.fields.values()].filter((f) => f.kind === '' && f.name && this.isVisible(f.name));
    if (native.length === 0) return [];
    const result = engineValidator().validateFormData(withoutEmpty(values), this.form.schema);
    const out: [DataPath, string[]][] = [];
    for (const error of result.errors) {
      const path = (error.property ?? '').split('.').filter(Boolean).map(pathStep);
      if (path.length === 0 || !native.some((f) => f.name === path[0]) || found.has(pathKey(path))) continue;
      const title = schemaAt(this.form.schema, path)?.title;
      const label = typeof title === 'string' ? title : String(path[path.length - 1]);
      const message = ajvMessage({ keyword: error.name ?? '', params: error.params ?? {} } as AjvErrorObject, label, this.language);
      out.push([path, [message]]);
    }
    return out;
  }
}

/** The sub-schema at a data path (object properties and array items). */
function schemaAt(schema: RJSFSchema | undefined, path: DataPath): RJSFSchema | undefined {
  let current = schema;
  for (const step of path) {
    if (!current) return undefined;
    if (typeof step === 'number') current = (Array.isArray(current.items) ? undefined : current.items) as RJSFSchema | undefined;
    else current = current.properties?.[step] as RJSFSchema | undefined;
  }
  return current;
}

function pathStep(step: string): string | number {
  return /^\d+$/.test(step) ? Number(step) : step;
}

/**
 * The given values over the schema's defaults (RJSF's own default computation). It asks the validator
 * only for a data-dependent schema, whose form loads ajv first (../validation/ajv.ts). A flat form of
 * plain values starting empty (a search bar) gets the same answer without RJSF (./plain-defaults.ts);
 * any other needs @rjsf/utils loaded first (../renderer/rjsf.ts: EngineForm and FormDialog load it).
 */
function initialValues(schema: RJSFSchema, values: Record<string, unknown> | undefined): Record<string, unknown> {
  const plain = plainDefaults(schema, values);
  if (plain) return plain;
  const utils = loadedSchemaUtils()(deferredValidator, schema);
  return (utils.getDefaultFormState(schema, values ?? {}) ?? {}) as Record<string, unknown>;
}

/** Empty strings and arrays count as missing for schema validation (required is checked per field). */
function withoutEmpty(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(withoutEmpty);
  if (!values || typeof values !== 'object') return values;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== '' && value !== null && value !== undefined) out[key] = withoutEmpty(value);
  return out;
}

function layoutOrder(layout: LayoutNode[], all: string[]): string[] {
  const seen = new Set<string>();
  const walk = (nodes: LayoutNode[]) => {
    for (const node of nodes) {
      if (node.type === 'field') seen.add(node.name);
      if (node.type === 'container') walk(node.children);
    }
  };
  walk(layout);
  return [...seen, ...all.filter((n) => !seen.has(n))];
}
