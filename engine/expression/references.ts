/**
 * The fields a calculate formula reads (reference 2.9): field tokens `{__vModel__, label}`, where
 * `price` is a top-level field and `table.col` a column of a sub-table. No arithmetic here: the
 * compiler and the calculate kind's description read references without loading the evaluator.
 */
import type { FormulaToken } from '../format/formula';

/** A field a formula reads: a top-level field, or a column of a sub-table. */
export interface FormulaReference {
  /** As written in the token: 'price' or 'items.amount'. */
  name: string;
  /** For a column: the sub-table and the column. */
  table?: string;
  column?: string;
}

export function referenceOf(name: string): FormulaReference {
  const dot = name.indexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { name };
  return { name, table: name.slice(0, dot), column: name.slice(dot + 1) };
}

/** The distinct field references of a token list, in order of appearance. */
export function referencesOf(tokens: readonly FormulaToken[] | null | undefined): FormulaReference[] {
  const seen = new Set<string>();
  const out: FormulaReference[] = [];
  for (const token of tokens ?? []) {
    if (typeof token !== 'object' || token === null || typeof token.__vModel__ !== 'string' || token.__vModel__ === '') continue;
    if (seen.has(token.__vModel__)) continue;
    seen.add(token.__vModel__);
    out.push(referenceOf(token.__vModel__));
  }
  return out;
}
