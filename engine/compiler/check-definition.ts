/**
 * Checks a JNPF definition against schemas/jnpf-form.ts and words each problem so a person can find
 * it: `fields[2]（字段“姓名”）.__config__.jnpfKey：缺少必需的属性`.
 */
import { jnpfFormSchema } from '../../schemas/jnpf-form';
import type { EngineLanguage } from '../i18n/messages';
import { validateSubset, type SubsetError as ErrorObject } from './schema-subset';

export class FormDefinitionError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'FormDefinitionError';
  }
}

const words: Record<EngineLanguage, Record<string, (e: ErrorObject) => string>> = {
  zh: {
    required: (e) => `缺少必需的属性 ${String(e.params.missingProperty)}`,
    type: (e) => `应为 ${String(e.params.type)} 类型`,
    minLength: () => '不能为空',
    enum: (e) => `应为 ${(e.params.allowedValues as unknown[]).join(' / ')} 之一`,
    minimum: (e) => `不能小于 ${String(e.params.limit)}`,
    maximum: (e) => `不能大于 ${String(e.params.limit)}`,
    anyOf: () => '格式不正确',
    other: (e) => e.message ?? '不正确',
  },
  en: {
    required: (e) => `missing the required property ${String(e.params.missingProperty)}`,
    type: (e) => `must be of type ${String(e.params.type)}`,
    minLength: () => 'must not be empty',
    enum: (e) => `must be one of ${(e.params.allowedValues as unknown[]).join(' / ')}`,
    minimum: (e) => `must not be less than ${String(e.params.limit)}`,
    maximum: (e) => `must not be greater than ${String(e.params.limit)}`,
    anyOf: () => 'has the wrong shape',
    other: (e) => e.message ?? 'is not valid',
  },
  zhtw: {
    required: (e) => `缺少必需的屬性 ${String(e.params.missingProperty)}`,
    type: (e) => `應為 ${String(e.params.type)} 類型`,
    minLength: () => '不能為空',
    enum: (e) => `應為 ${(e.params.allowedValues as unknown[]).join(' / ')} 之一`,
    minimum: (e) => `不能小於 ${String(e.params.limit)}`,
    maximum: (e) => `不能大於 ${String(e.params.limit)}`,
    anyOf: () => '格式不正確',
    other: (e) => e.message ?? '不正確',
  },
};

/** Throws FormDefinitionError listing every structural problem; returns quietly for a usable definition. */
export function checkDefinition(definition: unknown, language: EngineLanguage = 'zh'): void {
  const errors = validateSubset(jnpfFormSchema as unknown as Record<string, unknown>, definition);
  if (errors.length === 0) return;
  const lines = errors.map((e) => `${describePath(definition, e.instancePath, language)}：${(words[language][e.keyword] ?? words[language].other!)(e)}`);
  throw new FormDefinitionError([...new Set(lines)]);
}

/** `/fields/2/__config__` → `fields[2]（字段“姓名”）.__config__`. */
function describePath(root: unknown, pointer: string, language: EngineLanguage): string {
  if (pointer === '') return language === 'en' ? '(definition)' : '（表单定义）';
  const steps = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = root;
  let text = '';
  for (const step of steps) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
    if (/^\d+$/.test(step)) {
      text += `[${step}]`;
      const label = fieldLabel(node);
      if (label) text += language === 'en' ? ` (field "${label}")` : language === 'zhtw' ? `（欄位「${label}」）` : `（字段“${label}”）`;
    } else text += text === '' ? step : `.${step}`;
  }
  return text;
}

function fieldLabel(node: unknown): string | undefined {
  const config = node && typeof node === 'object' ? (node as { __config__?: { label?: unknown } }).__config__ : undefined;
  return typeof config?.label === 'string' && config.label !== '' ? config.label : undefined;
}
