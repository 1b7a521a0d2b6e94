/** Form-level settings of a JNPF definition (reference 2.1). */
import { numberProp, stringProp } from '../registry/read-props';
import { DEFAULT_SETTINGS, type CompileIssue, type FormSettings } from './types';

/** Keys the renderer or the detail viewer reads. */
const USED = new Set([
  'fields',
  'size',
  'labelPosition',
  'labelWidth',
  'labelSuffix',
  'colon',
  'gutter',
  'disabled',
  'popupType',
  'generalWidth',
  'fullScreenWidth',
  'drawerWidth',
  'hasPrintBtn',
  'printButtonText',
  'printId',
  'formStyle',
]);
/** Designer bookkeeping (reference 2.1): no meaning when rendering. */
const DESIGNER = new Set(['formRef', 'formModel', 'formRules', 'idGlobal', 'span']);
/** Kept for the screens that own buttons and storage; not the renderer's business. */
const FOR_SCREENS = new Set([
  'formBtns',
  'hasCancelBtn',
  'cancelButtonText',
  'hasConfirmBtn',
  'confirmButtonText',
  'hasConfirmAndAddBtn',
  'primaryKeyPolicy',
  'concurrencyLock',
  'logicalDelete',
]);

export function readSettings(definition: Record<string, unknown>, issues: CompileIssue[]): FormSettings {
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(definition)) {
    if (USED.has(key) || DESIGNER.has(key)) continue;
    extra[key] = value;
    if (FOR_SCREENS.has(key)) continue;
    if (key === 'funcs') {
      for (const [name, script] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        if (hasScript(script))
          issues.push({ field: '', key: `funcs.${name}`, message: `表单脚本 ${name} 未执行（引擎不运行定义中的脚本）` });
      }
      continue;
    }
    issues.push({ field: '', key, message: `表单设置 ${key} 未映射` });
  }
  const position = definition.labelPosition;
  return {
    size: stringProp(definition.size) ?? DEFAULT_SETTINGS.size,
    labelPosition: position === 'left' || position === 'top' ? position : 'right',
    labelWidth: numberProp(definition.labelWidth) ?? DEFAULT_SETTINGS.labelWidth,
    labelSuffix: stringProp(definition.labelSuffix) ?? (definition.colon === true ? '：' : ''),
    gutter: numberProp(definition.gutter) ?? DEFAULT_SETTINGS.gutter,
    disabled: definition.disabled === true,
    ...optional('popupType', stringProp(definition.popupType)),
    ...optional('generalWidth', stringProp(definition.generalWidth)),
    ...optional('fullScreenWidth', stringProp(definition.fullScreenWidth)),
    ...optional('drawerWidth', stringProp(definition.drawerWidth)),
    ...optional('hasPrintBtn', typeof definition.hasPrintBtn === 'boolean' ? definition.hasPrintBtn : undefined),
    ...optional('printButtonText', stringProp(definition.printButtonText)),
    ...optional('printId', definition.printId === '' ? undefined : definition.printId),
    ...optional('formStyle', stringProp(definition.formStyle) || undefined),
    extra,
  };
}

/**
 * A script string with a body. '' and the designer's empty arrow functions count as none, also when
 * their body holds only comments (every field JNPF's designer saves carries
 * `({ data, … }) => {\n    // 在此编写代码\n    \n}`).
 */
export function hasScript(script: unknown): boolean {
  if (typeof script === 'object' && script !== null && 'func' in script) return hasScript((script as { func: unknown }).func);
  if (typeof script !== 'string') return false;
  if (LOST_NEWLINES_PLACEHOLDER.test(script)) return false;
  const body = withoutComments(script).replace(/\s+/g, '');
  return body !== '' && !/^\(\{?[\w,]*\}?\)=>\{\}$/.test(body) && !/^\([^)]*\)=>\{\}$/.test(body);
}

/**
 * The designer's placeholder as some 3.4 code generators wrote it, each `\n` having lost its
 * backslash: `({ data, … }) => {n    // 在此编写代码n    n}`.
 */
const LOST_NEWLINES_PLACEHOLDER = /^\s*\([^)]*\)\s*=>\s*\{[n\s]*\/\/\s*在此编写代码[n\s]*\}\s*$/;

/** Drops `/* … *\/` and `// …` comments (a `//` inside a string cuts the line short, which only ever leaves code behind). */
function withoutComments(script: string): string {
  return script.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** Settings from a UI schema's `ui:form` (a pasted pair), falling back to the defaults. */
export function settingsFromUi(value: unknown): FormSettings {
  const issues: CompileIssue[] = [];
  return readSettings(value && typeof value === 'object' ? (value as Record<string, unknown>) : {}, issues);
}
