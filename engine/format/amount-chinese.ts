/**
 * A big amount in Chinese capitals (spec 000 section 9), as the original's `getAmountChinese` for
 * the number input and calculate fields, with standard placement of 零:
 * - an integer part above 15 digits, or text with letters (e.g. `1e21`, `Infinity`), gives
 *   {@link AMOUNT_OVERFLOW} — the words the original shows ('数字较大溢出'; the spec paraphrases
 *   them as 'number too large, overflow');
 * - zero gives '零元整', a negative amount the prefix '负' (the original wrote '负数'; '负' is how
 *   amounts are written on Chinese bills and receipts);
 * - decimals: 角, 分, 厘, 毫 (the first four digits; later ones are dropped as the original does);
 * - '' for nothing or for text that is not a number. Commas (thousands separators) are ignored.
 */
export const AMOUNT_OVERFLOW = '数字较大溢出';
export const AMOUNT_ZERO = '零元整';
export const AMOUNT_NEGATIVE_PREFIX = '负';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const IN_GROUP = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '兆'];
const DECIMAL_UNITS = ['角', '分', '厘', '毫'];
const MAX_INTEGER_DIGITS = 15;

export function amountToChinese(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isNaN(value)) return '';
  const text = typeof value === 'number' ? plainNumberText(value) : value.trim().replace(/,/g, '');
  if (text === '') return '';
  if (/[a-z]/i.test(text)) return AMOUNT_OVERFLOW;
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return '';
  const negative = match[1] === '-';
  const integer = (match[2] ?? '').replace(/^0+/, '');
  const decimals = (match[3] ?? '').slice(0, DECIMAL_UNITS.length).replace(/0+$/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return AMOUNT_OVERFLOW;
  if (!integer && !decimals) return AMOUNT_ZERO;

  let words = integer ? `${integerWords(integer)}元` : '';
  words += decimals ? decimalWords(decimals, Boolean(integer)) : '整';
  return negative ? AMOUNT_NEGATIVE_PREFIX + words : words;
}

/** Digits without leading zeros, read in groups of four (个, 万, 亿, 兆). */
function integerWords(digits: string): string {
  let words = '';
  let zeroPending = false;
  const groupOf = (pos: number) => Math.floor(pos / 4);
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    const pos = digits.length - 1 - i;
    if (digit === 0) zeroPending = true;
    else {
      if (zeroPending) words += DIGITS[0];
      zeroPending = false;
      words += DIGITS[digit]! + IN_GROUP[pos % 4]!;
    }
    if (pos % 4 === 0) {
      const groupStart = Math.max(0, digits.length - 4 * (groupOf(pos) + 1));
      const group = digits.slice(groupStart, digits.length - 4 * groupOf(pos));
      if (/[1-9]/.test(group)) {
        words += GROUPS[groupOf(pos)]!;
        // A zero at the end of a group is read by the group's unit, not by 零.
        zeroPending = false;
      }
    }
  }
  return words;
}

/** Up to four decimals without trailing zeros; a zero between read parts is read as 零. */
function decimalWords(decimals: string, afterYuan: boolean): string {
  let words = '';
  let zeroPending = false;
  for (let i = 0; i < decimals.length; i++) {
    const digit = Number(decimals[i]);
    if (digit === 0) {
      zeroPending = afterYuan || words !== '';
      continue;
    }
    if (zeroPending) words += DIGITS[0];
    zeroPending = false;
    words += DIGITS[digit]! + DECIMAL_UNITS[i]!;
  }
  return words;
}

/** A finite number as plain decimal text (1e21 becomes 22 digits, and so overflows). */
function plainNumberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
