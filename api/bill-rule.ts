/**
 * Serial-number (bill) rules: spec 001 sections 3, 5 and 7 "Bill rules", spec 002 sections 2.6 and
 * 7.3, reference 4.11. A number is prefix + today's date in `dateFormat` (nothing for 'no') +
 * (startNumber + n - 1) left-padded with zeros to `digit`, n counting from 1 within each date period.
 */

/** The enCode of the bill-rule menu: its buttons grant writing rules (and drawing numbers). */
export const billRuleMenu = 'system.billRule';

export type BillDateFormat = 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | 'no';
export const billDateFormats: readonly BillDateFormat[] = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'];

/** Categories come from the dictionary with this enCode (spec 002 section 7.3). */
export const billCategoryDictionary = 'businessType';

/** The picker's page size (spec 001 section 7). */
export const billRulePickerPageSize = 20;

/** The `.bbr` export's format marker and version (the file's type is schemas/resources/bill-rule.ts `BbrFile`). */
export const bbrFormat = 'heating-platform/bill-rule';
export const bbrVersion = 1;

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
