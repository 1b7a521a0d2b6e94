import { textKeyword } from './input-limits';

/**
 * Turns Fastify's schema-validation errors into one clear sentence naming the field, in the
 * caller's language (Chinese unless the request asks for English).
 */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export type Language = 'zh' | 'en';

export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function describeValidation(issue: ValidationIssue, context: string | undefined, language: Language): string {
  const field = fieldName(issue, context);
  const p = issue.params;
  const texts: Record<Language, Record<string, () => string>> = {
    zh: {
      required: () => `缺少必填参数 ${field}`,
      type: () => `参数 ${field} 的类型应为${typeName(p.type, 'zh')}`,
      minLength: () => (Number(p.limit) <= 1 ? `参数 ${field} 不能为空` : `参数 ${field} 不能少于 ${String(p.limit)} 个字符`),
      maxLength: () => `参数 ${field} 不能超过 ${String(p.limit)} 个字符`,
      pattern: () => `参数 ${field} 格式不正确`,
      format: () => `参数 ${field} 格式不正确`,
      enum: () => `参数 ${field} 的值无效，可选值：${(p.allowedValues as unknown[] | undefined)?.join('、') ?? ''}`,
      minimum: () => `参数 ${field} 不能小于 ${String(p.limit)}`,
      maximum: () => `参数 ${field} 不能大于 ${String(p.limit)}`,
      additionalProperties: () => `不支持的参数 ${String(p.additionalProperty)}`,
      [textKeyword]: () => `参数 ${field} 不能包含控制字符`,
    },
    en: {
      required: () => `The field ${field} is required`,
      type: () => `The field ${field} must be ${typeName(p.type, 'en')}`,
      minLength: () =>
        Number(p.limit) <= 1 ? `The field ${field} must not be empty` : `The field ${field} needs at least ${String(p.limit)} characters`,
      maxLength: () => `The field ${field} allows at most ${String(p.limit)} characters`,
      pattern: () => `The field ${field} has the wrong format`,
      format: () => `The field ${field} has the wrong format`,
      enum: () => `The field ${field} must be one of ${(p.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}`,
      minimum: () => `The field ${field} must be at least ${String(p.limit)}`,
      maximum: () => `The field ${field} must be at most ${String(p.limit)}`,
      additionalProperties: () => `The field ${String(p.additionalProperty)} is not allowed`,
      [textKeyword]: () => `The field ${field} must not contain control characters`,
    },
  };
  const text = texts[language][issue.keyword];
  if (text) return text();
  return language === 'zh' ? `参数 ${field} 无效` : `The field ${field} is invalid`;
}

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : '';
  const name = [path, missing].filter(Boolean).join('.');
  if (name) return name;
  return context ?? 'body';
}

function typeName(type: unknown, language: Language): string {
  const zh: Record<string, string> = {
    string: '字符串',
    number: '数字',
    integer: '整数',
    boolean: '布尔值',
    object: '对象',
    array: '数组',
  };
  const name = String(type);
  return language === 'zh' ? (zh[name] ?? name) : `a ${name}`;
}
