/**
 * A calculate field's formula (reference 2.9) compiled once into a function and its dependency list.
 * The token list — operators `+ - × ÷`, parentheses, single digits or '.', field tokens
 * `{__vModel__, label}` — is checked with the formula check of engine/format, turned into arithmetic
 * over symbols v0, v1… (math.ts) and compiled. Field tokens read the form values: `price` is a
 * top-level field (missing counts 0); `table.col` is that column of the same row when the field sits
 * in a row of `table`, otherwise the sum of the column over every row.
 */
import { checkFormula, mergeFormulaNumbers, type FormulaToken } from '../format/formula';
import type { FormatLanguage } from '../format/language';
import type { FieldScope } from '../registry/types';
import type { DataPath } from '../state/paths';
import { compileArithmetic, decimalOf, decimalSum, type Arithmetic, type Decimal } from './math';
import { referenceOf, referencesOf, type FormulaReference } from './references';

export { referencesOf, type FormulaReference } from './references';

export type CompiledCalculation =
  | { valid: true; references: FormulaReference[]; run: (values: Record<string, unknown>, scope: FieldScope) => Decimal }
  | { valid: false; references: FormulaReference[]; message: string };

const OPERATORS: Record<string, string> = { '+': '+', '-': '-', '×': '*', '÷': '/', '(': '(', ')': ')' };

const cache = new Map<string, CompiledCalculation>();

/** The compiled formula; the same token list is compiled only once per page. */
export function compileCalculation(tokens: readonly FormulaToken[] | null | undefined, language: FormatLanguage = 'zh'): CompiledCalculation {
  const key = `${language}\u0000${JSON.stringify(tokens ?? [])}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = build(tokens ?? [], language);
    cache.set(key, compiled);
  }
  return compiled;
}

function build(tokens: readonly FormulaToken[], language: FormatLanguage): CompiledCalculation {
  const references = referencesOf(tokens);
  const check = checkFormula(tokens, language);
  if (!check.valid) return { valid: false, references, message: check.message };

  const symbols = new Map<string, string>();
  const text = mergeFormulaNumbers(tokens).map((token) => {
    if (typeof token === 'string') return OPERATORS[token] ?? token;
    let symbol = symbols.get(token.__vModel__);
    if (!symbol) symbols.set(token.__vModel__, (symbol = `v${symbols.size}`));
    return symbol;
  });
  let fn: Arithmetic;
  try {
    fn = compileArithmetic(text);
  } catch (error) {
    return { valid: false, references, message: error instanceof Error ? error.message : String(error) };
  }
  const bound = [...symbols].map(([name, symbol]) => ({ symbol, reference: referenceOf(name) }));
  return {
    valid: true,
    references,
    run(values, scope) {
      const mathScope: Record<string, Decimal> = {};
      for (const { symbol, reference } of bound) mathScope[symbol] = readReference(reference, values, scope);
      return fn(mathScope);
    },
  };
}

/**
 * The result as the field stores it: rounded half-up to `precision` decimals (default 0); NaN and
 * infinities (a division by zero) become 0.
 */
export function roundResult(result: Decimal, precision = 0): number {
  if (!result.isFinite()) return 0;
  const places = Number.isInteger(precision) && precision >= 0 ? Math.min(precision, 20) : 0;
  const rounded = Number(result.toFixed(places));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Evaluates a compiled formula on form values as seen from `scope`; 0 for an invalid formula. */
export function evaluateCalculation(compiled: CompiledCalculation, values: Record<string, unknown>, scope: FieldScope, precision = 0): number {
  if (!compiled.valid) return 0;
  return roundResult(compiled.run(values, scope), precision);
}

/** The store paths whose changes can change the result, as seen from `scope` (deduplicated). */
export function dependencyPaths(references: readonly FormulaReference[], scope: FieldScope): DataPath[] {
  const seen = new Set<string>();
  const paths: DataPath[] = [];
  for (const reference of references) {
    const path = pathOf(reference, scope);
    const key = path.join('\u001f');
    if (!seen.has(key)) {
      seen.add(key);
      paths.push(path);
    }
  }
  return paths;
}

function pathOf(reference: FormulaReference, scope: FieldScope): DataPath {
  if (reference.table === undefined || reference.column === undefined) return [reference.name];
  if (inRowOf(reference.table, scope)) return [scope[0]!, scope[1]!, reference.column];
  return [reference.table];
}

function inRowOf(table: string, scope: FieldScope): boolean {
  return scope.length >= 2 && scope[0] === table && typeof scope[1] === 'number';
}

function readReference(reference: FormulaReference, values: Record<string, unknown>, scope: FieldScope): Decimal {
  if (reference.table === undefined || reference.column === undefined) return decimalOf(values[reference.name]);
  const rows = values[reference.table];
  if (!Array.isArray(rows)) return decimalOf(undefined);
  const column = reference.column;
  if (inRowOf(reference.table, scope)) return decimalOf(cellOf(rows[scope[1] as number], column));
  return decimalSum(rows.map((row) => cellOf(row, column)));
}

function cellOf(row: unknown, column: string): unknown {
  return row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[column] : undefined;
}
