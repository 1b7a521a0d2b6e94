/** Parsing, normalising and displaying numbers of the number input. */
import { thousands } from '../../engine/format';
import type { InputNumberOptions } from './kind';

/** What was typed as a number: undefined for nothing or a partial entry ('-', '.'); commas ignored. */
export function parseTyped(text: string): number | undefined {
  const clean = text.replace(/,/g, '').trim();
  if (clean === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(clean)) return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}

export function isPartialNumber(text: string): boolean {
  return /^[+-]?\d*\.?\d*$/.test(text.replace(/,/g, '').trim());
}

/** Decimals of a number as written (0.1 → 1), to add steps without binary noise. */
function decimalsOf(n: number): number {
  const text = String(n);
  if (/e-/i.test(text)) return Number(text.split(/e-/i)[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

export function roundTo(n: number, decimals: number): number {
  return Number(Math.round(Number(`${n}e${decimals}`)) + `e-${decimals}`);
}

/** Clamped to min/max, snapped to the step when strict, rounded to the precision. */
export function normalise(value: number, o: InputNumberOptions): number {
  let n = value;
  if (o.stepStrictly) n = roundTo(Math.round(n / o.step) * o.step, decimalsOf(o.step));
  if (o.max !== undefined && n > o.max) n = o.max;
  if (o.min !== undefined && n < o.min) n = o.min;
  if (o.precision !== undefined) n = roundTo(n, o.precision);
  return n;
}

/** One step up or down from the value (from min, or 0, when empty). */
export function stepped(value: number | undefined, direction: 1 | -1, o: InputNumberOptions): number {
  const base = value ?? (o.min !== undefined && o.min > 0 ? o.min - o.step * direction : 0);
  const decimals = Math.max(decimalsOf(base), decimalsOf(o.step));
  return normalise(roundTo(base + direction * o.step, decimals), o);
}

/** The value as shown: fixed to the precision, with thousands separators when set. */
export function displayNumber(value: number | undefined | null, o: Pick<InputNumberOptions, 'precision' | 'thousands'>): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  const fixed = o.precision !== undefined ? value.toFixed(o.precision) : String(value);
  return o.thousands ? thousands(fixed) : fixed;
}
