/**
 * Serial-number (bill) rules: spec 001 sections 3, 5 and 7 "Bill rules", spec 002 sections 2.6 and
 * 7.3, reference 4.11. A number is prefix + today's date in `dateFormat` (nothing for 'no') +
 * (startNumber + n - 1) left-padded with zeros to `digit`, n counting from 1 within each date period.
 */
import type { PagedList } from './envelope';

/** The enCode of the bill-rule menu: its buttons grant writing rules (and drawing numbers). */
export const billRuleMenu = 'system.billRule';

export type BillDateFormat = 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | 'no';
export const billDateFormats: readonly BillDateFormat[] = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'];

/** Categories come from the dictionary with this enCode (spec 002 section 7.3). */
export const billCategoryDictionary = 'businessType';

/** The picker's page size (spec 001 section 7). */
export const billRulePickerPageSize = 20;

const base = '/api/system/BillRule';
const enc = encodeURIComponent;

export const billRulePaths = {
  /** GET: the paged list (management screen); POST: create. */
  list: base,
  /** GET: enabled rules, paged (default 20), for the picker. */
  selector: `${base}/Selector`,
  /** GET (info), PUT (update), DELETE one rule. */
  rule: (id: string) => `${base}/${enc(id)}`,
  /** PUT: flips enabledMark. */
  state: (id: string) => `${base}/${enc(id)}/Actions/State`,
  /** GET: `{url, name}` of a `.bbr` export of the rule. */
  export: (id: string) => `${base}/${enc(id)}/Action/Export`,
  /** GET: the next number of the rule with this enCode; `data` is the number. */
  billNumber: (enCode: string) => `${base}/BillNumber/${enc(enCode)}`,
} as const;

/** Query of the list and the selector. `sort` defaults to 'desc'; `sidx` one of {@link billRuleSortFields}. */
export interface BillRuleQuery {
  keyword?: string;
  categoryId?: string;
  currentPage?: number;
  pageSize?: number;
  sort?: 'asc' | 'desc';
  sidx?: BillRuleSortField | '';
}

export const billRuleSortFields = ['creatorTime', 'sortCode', 'fullName', 'enCode', 'lastModifyTime'] as const;
export type BillRuleSortField = (typeof billRuleSortFields)[number];

/** A rule as the list shows it. Times are milliseconds since the epoch. */
export interface BillRuleListItem {
  id: string;
  fullName: string;
  enCode: string;
  /** Name of the businessType entry, '' when it is gone (JNPF's list shows the name here). */
  category: string;
  /** Id of the businessType entry. */
  categoryId: string;
  prefix: string;
  dateFormat: BillDateFormat;
  digit: number;
  startNumber: string;
  /** The last number given, null before the first. */
  outputNumber: string | null;
  enabledMark: 0 | 1;
  sortCode: number;
  creatorTime: number;
  lastModifyTime: number | null;
  /** `realName/account` of the creator, '' when unknown. */
  creatorUser: string;
}

export type BillRuleList = PagedList<BillRuleListItem>;

/** The rule for the dialog (GET `{id}`): `digit` as the text its one-character input holds. */
export interface BillRuleInfo {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  prefix: string;
  dateFormat: BillDateFormat;
  digit: string;
  startNumber: string;
  example: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string | null;
}

/**
 * Body of POST and PUT (schemas/bill-rule.ts `billRuleFormSchema`). `digit` may be the input's text
 * ('4') or a number; `example` is recomputed by the server. Changing prefix, dateFormat, digit or
 * startNumber restarts the counter.
 */
export interface BillRuleInput {
  fullName: string;
  enCode: string;
  category: string;
  prefix: string;
  dateFormat: BillDateFormat;
  digit: number | string;
  startNumber: string;
  example?: string;
  sortCode?: number;
  enabledMark?: 0 | 1;
  description?: string | null;
}

/** The `.bbr` export: JSON with a format marker, like the dictionary's `.bdd`. */
export const bbrFormat = 'heating-platform/bill-rule';
export const bbrVersion = 1;

export interface BbrFile {
  format: typeof bbrFormat;
  version: typeof bbrVersion;
  exportedAt: string;
  rule: Omit<BillRuleInfo, 'id'>;
}

/** Messages the server answers where the spec names none (docs/decisions.md). */
export const billRuleMessages = {
  notFound: '单据规则不存在',
  /** `GET BillNumber/{code}` of an unknown code. */
  unknownCode: (code: string) => `单据规则不存在：${code}`,
  /** `GET BillNumber/{code}` of a disabled rule. */
  disabled: (code: string) => `单据规则已禁用：${code}`,
  nameTaken: '业务名称已存在',
  codeTaken: '业务编码已存在',
  categoryNotFound: '业务分类不存在',
} as const;

/** Pads `value` with zeros on the left to `digit` characters (never cuts a longer number). */
export function padSerial(value: bigint | number | string, digit: number): string {
  const text = String(value);
  return text.length >= digit ? text : '0'.repeat(digit - text.length) + text;
}

/** Today's date part in a rule's format, in local time ('' for 'no'). */
export function billDatePart(format: BillDateFormat | '' | undefined, now: Date): string {
  if (!format || format === 'no') return '';
  const yyyy = String(now.getFullYear()).padStart(4, '0');
  const MM = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(now.getDate()).padStart(2, '0');
  return format === 'yyyy' ? yyyy : format === 'yyyyMM' ? yyyy + MM : yyyy + MM + dd;
}

/**
 * The read-only example of the dialog (spec 001 section 5): prefix, today in the chosen format, then the
 * start number left-padded to the digit count. Parts not yet filled in are left out.
 */
export function billRuleExample(
  input: { prefix?: string; dateFormat?: BillDateFormat | ''; digit?: number | string; startNumber?: string },
  now = new Date(),
): string {
  const digit = Number(input.digit);
  const start = input.startNumber ?? '';
  const serial = start && Number.isInteger(digit) && digit > 0 ? padSerial(start, digit) : start;
  return `${input.prefix ?? ''}${billDatePart(input.dateFormat, now)}${serial}`;
}
