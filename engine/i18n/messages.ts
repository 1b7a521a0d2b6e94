/**
 * The engine's own words in the three interface languages (spec 000 section 9). Validation texts
 * follow reference 2.10 ('<label>不能为空', '请至少选择一个<label>'); the reusable-pattern messages
 * are 'please enter a correct …' (spec 000 section 5).
 */
import type { FormatLanguage } from '../format';

export type EngineLanguage = FormatLanguage;

const zh = {
  required: '{label}不能为空',
  requiredArray: '请至少选择一个{label}',
  cellRequired: '不能为空',
  regexFailed: '{label}格式不正确',
  type: '{label}类型不正确',
  maxLength: '{label}长度不能超过{limit}个字符',
  minLength: '{label}长度不能少于{limit}个字符',
  maximum: '{label}不能大于{limit}',
  minimum: '{label}不能小于{limit}',
  maxItems: '{label}最多选择{limit}项',
  minItems: '{label}至少选择{limit}项',
  enum: '{label}的值不在可选范围内',
  format: '请输入正确的{format}',
  invalid: '{label}不正确',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  clear: '清空',
  noData: '无数据',
  loading: '加载中…',
  selectPlaceholder: '请选择',
  inputPlaceholder: '请输入',
  search: '搜索',
  increase: '增加',
  decrease: '减少',
  invalidDefinition: '表单定义有误',
  unsupportedKind: '不支持的字段类型 {kind}',
} as const;

export type MessageKey = keyof typeof zh;
type Messages = Record<MessageKey, string>;

const en: Messages = {
  required: '{label} is required',
  requiredArray: 'Select at least one {label}',
  cellRequired: 'Cannot be empty',
  regexFailed: '{label} is not in the right format',
  type: '{label} has the wrong type',
  maxLength: '{label} cannot be longer than {limit} characters',
  minLength: '{label} cannot be shorter than {limit} characters',
  maximum: '{label} cannot be greater than {limit}',
  minimum: '{label} cannot be less than {limit}',
  maxItems: 'Select at most {limit} {label}',
  minItems: 'Select at least {limit} {label}',
  enum: '{label} is not one of the allowed values',
  format: 'Please enter a correct {format}',
  invalid: '{label} is not valid',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  clear: 'Clear',
  noData: 'No data',
  loading: 'Loading…',
  selectPlaceholder: 'Please select',
  inputPlaceholder: 'Please enter',
  search: 'Search',
  increase: 'Increase',
  decrease: 'Decrease',
  invalidDefinition: 'The form definition is not valid',
  unsupportedKind: 'Unsupported field kind {kind}',
};

const zhtw: Messages = {
  required: '{label}不能為空',
  requiredArray: '請至少選擇一個{label}',
  cellRequired: '不能為空',
  regexFailed: '{label}格式不正確',
  type: '{label}類型不正確',
  maxLength: '{label}長度不能超過{limit}個字元',
  minLength: '{label}長度不能少於{limit}個字元',
  maximum: '{label}不能大於{limit}',
  minimum: '{label}不能小於{limit}',
  maxItems: '{label}最多選擇{limit}項',
  minItems: '{label}至少選擇{limit}項',
  enum: '{label}的值不在可選範圍內',
  format: '請輸入正確的{format}',
  invalid: '{label}不正確',
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
  clear: '清空',
  noData: '無數據',
  loading: '載入中…',
  selectPlaceholder: '請選擇',
  inputPlaceholder: '請輸入',
  search: '搜尋',
  increase: '增加',
  decrease: '減少',
  invalidDefinition: '表單定義有誤',
  unsupportedKind: '不支援的欄位類型 {kind}',
};

const table: Record<EngineLanguage, Messages> = { zh, en, zhtw };

/** A message with `{name}` placeholders filled. */
export function engineText(language: EngineLanguage, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = (table[language] ?? zh)[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
