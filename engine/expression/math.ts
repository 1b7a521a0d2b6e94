/**
 * The arithmetic of calculate fields: decimal BigNumbers (mathjs's BigNumber, decimal.js at 64
 * significant digits: 0.1 + 0.2 is 0.3) and an evaluator of the formula's grammar — numbers,
 * variables, `+ - * /` and parentheses, nothing else (engine/format/formula.ts checks it first).
 *
 * Only mathjs's BigNumber factory is imported. Its expression parser, even built from its factories
 * (`create({ compileDependencies, … })`), carries what the parser can meet: units, matrices, complex
 * numbers, fractions and typed-function, 390 KB against 44 KB for the BigNumber class alone, for a
 * grammar of four operators. The calculate kind's views and the sub-table's totals load this module,
 * so it comes only with forms that calculate.
 */
import { BigNumberDependencies, type BigNumber } from 'mathjs';

export type Decimal = BigNumber;

type DecimalClass = new (value: number | string) => Decimal;

// The factory mathjs builds its own BigNumber type with (mathjs's typings list the dependency map, not
// the factory in it): decimal.js cloned at the configured precision, tagged as mathjs's BigNumber.
const { createBigNumberClass } = BigNumberDependencies as unknown as {
  createBigNumberClass: (scope: { config: { precision: number } }) => DecimalClass;
};
const DecimalNumber = createBigNumberClass({ config: { precision: 64 } });

/** A compiled formula: its value for the given variables (a missing variable counts 0). */
export type Arithmetic = (variables: Readonly<Record<string, Decimal>>) => Decimal;

type Node = { number: Decimal } | { variable: string } | { operator: string; left: Node; right: Node };

const PRECEDENCE: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };

/**
 * Compiles a formula given as tokens: numbers ('12.5'), variable names, '+', '-', '*', '/', '(' and
 * ')'. Operators are binary and left-associative, '*' and '/' before '+' and '-'. Throws on a
 * malformed list (the formula check catches those before).
 */
export function compileArithmetic(tokens: readonly string[]): Arithmetic {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at token ${at + 1} of "${tokens.join(' ')}"`);
  };
  const operand = (): Node => {
    const token = tokens[at++];
    if (token === undefined) return fail('a value is missing');
    if (token === '(') {
      const inner = expression(0);
      if (tokens[at++] !== ')') fail('a parenthesis is not closed');
      return inner;
    }
    if (/^\d+(\.\d+)?$/.test(token)) return { number: new DecimalNumber(token) };
    if (/^[A-Za-z_]\w*$/.test(token)) return { variable: token };
    return fail(`unexpected "${token}"`);
  };
  // Precedence climbing: an operand, then operators binding tighter than `floor`.
  const expression = (floor: number): Node => {
    let left = operand();
    for (let operator = tokens[at]; operator !== undefined && (PRECEDENCE[operator] ?? 0) > floor; operator = tokens[at]) {
      at++;
      left = { operator, left, right: expression(PRECEDENCE[operator]!) };
    }
    return left;
  };
  const tree = expression(0);
  if (at < tokens.length) fail(`unexpected "${tokens[at]}"`);

  const zero = new DecimalNumber(0);
  const run = (node: Node, variables: Readonly<Record<string, Decimal>>): Decimal => {
    if ('number' in node) return node.number;
    if ('variable' in node) return variables[node.variable] ?? zero;
    const left = run(node.left, variables);
    const right = run(node.right, variables);
    switch (node.operator) {
      case '+':
        return left.plus(right);
      case '-':
        return left.minus(right);
      case '*':
        return left.times(right);
      default:
        // x / 0 is ±Infinity and 0 / 0 NaN, as in mathjs; roundResult stores them as 0.
        return left.div(right);
    }
  };
  return (variables) => run(tree, variables);
}

/** A decimal of a form value: numbers and numeric text count, anything else is 0 (reference 2.9). */
export function decimalOf(value: unknown): Decimal {
  if (typeof value === 'number') return new DecimalNumber(Number.isFinite(value) ? value : 0);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return new DecimalNumber(value.trim());
  if (typeof value === 'boolean') return new DecimalNumber(value ? 1 : 0);
  return new DecimalNumber(0);
}

export function decimalSum(values: readonly unknown[]): Decimal {
  let sum = new DecimalNumber(0);
  for (const value of values) sum = sum.plus(decimalOf(value));
  return sum;
}
