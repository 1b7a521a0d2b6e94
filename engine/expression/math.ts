/**
 * The mathjs instance calculate fields evaluate with: decimal BigNumbers (0.1 + 0.2 is 0.3), and only
 * the parser and the four operations, so the bundle carries a small part of mathjs.
 */
import {
  addDependencies,
  bignumberDependencies,
  compileDependencies,
  create,
  divideDependencies,
  multiplyDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  type BigNumber,
  type EvalFunction,
  type FactoryFunctionMap,
} from 'mathjs';

// The typings mark each dependency set optional; all of these exist in mathjs 15.
const factories = {
  compileDependencies,
  bignumberDependencies,
  addDependencies,
  subtractDependencies,
  multiplyDependencies,
  divideDependencies,
  unaryMinusDependencies,
} as FactoryFunctionMap;

const math = create(factories, { number: 'BigNumber', precision: 64 });

export type Decimal = BigNumber;

export function compileMath(expression: string): EvalFunction {
  return math.compile(expression);
}

/** A decimal of a form value: numbers and numeric text count, anything else is 0 (reference 2.9). */
export function decimalOf(value: unknown): Decimal {
  if (typeof value === 'number') return math.bignumber(Number.isFinite(value) ? value : 0);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return math.bignumber(value.trim());
  if (typeof value === 'boolean') return math.bignumber(value ? 1 : 0);
  return math.bignumber(0);
}

export function decimalSum(values: readonly unknown[]): Decimal {
  let sum = math.bignumber(0);
  for (const value of values) sum = sum.plus(decimalOf(value));
  return sum;
}
