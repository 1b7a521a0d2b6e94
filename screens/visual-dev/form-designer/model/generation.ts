/**
 * Which naming generation a stored definition uses (reference section 0), so what the designer adds
 * is spelled as the rest: `comInput` and `show-word-limit` in an old (Vue 2, Element) definition,
 * `input` and `showWordLimit` in a new one. A definition that says neither way is new.
 */
import type { KindRegistry } from '../../../../engine/registry/registry';
import type { JnpfField } from '../../../../engine/registry/types';
import type { Generation } from './addresses';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field object of a definition, containers' children included. */
export function* allFields(fields: unknown): Generator<JnpfField> {
  if (!Array.isArray(fields)) return;
  for (const field of fields) {
    if (!isObject(field) || !isObject(field.__config__)) continue;
    yield field as JnpfField;
    yield* allFields(field.__config__.children);
  }
}

export function detectGeneration(definition: Record<string, unknown>, registry: KindRegistry): Generation {
  for (const field of allFields(definition.fields)) {
    const kind = registry.get(String(field.__config__.jnpfKey));
    const keys = kind?.palette?.keys;
    if (keys && field.__config__.jnpfKey === keys.old) return 'old';
    if (keys && field.__config__.jnpfKey === keys.new) return 'new';
  }
  // Element's form ref and kebab-case props are Vue 2's; V3 names its ref `formRef`.
  if (definition.formRef === 'elForm') return 'old';
  if (definition.formRef === 'formRef') return 'new';
  for (const field of allFields(definition.fields)) if (Object.keys(field).some((key) => key.includes('-'))) return 'old';
  return 'new';
}

/** The jnpfKey a kind is written with in this generation. */
export function jnpfKeyFor(kindKey: string, generation: Generation, registry: KindRegistry): string {
  const keys = registry.get(kindKey)?.palette?.keys;
  return keys ? keys[generation] : kindKey;
}

/** Form-level settings of a new definition (reference 2.1 defaults; V3's ref name and size for the new generation). */
export function newFormSettings(generation: Generation): Record<string, unknown> {
  return {
    formRef: generation === 'old' ? 'elForm' : 'formRef',
    formModel: 'dataForm',
    size: generation === 'old' ? 'small' : 'default',
    labelPosition: 'right',
    labelWidth: 100,
    formRules: 'rules',
    gutter: 15,
    disabled: false,
    span: 24,
    ...(generation === 'old' ? { formBtns: false } : {}),
    idGlobal: 100,
    popupType: 'general',
    generalWidth: '600px',
    fullScreenWidth: '100%',
    drawerWidth: '600px',
    formStyle: '',
    hasCancelBtn: true,
    cancelButtonText: '取 消',
    hasConfirmBtn: true,
    confirmButtonText: '确 定',
    hasPrintBtn: false,
    printButtonText: '打 印',
    printId: '',
    fields: [],
  };
}
