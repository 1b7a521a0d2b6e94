/**
 * The check of a calculate field's formula before saving (spec 000 section 9, reference 2.9). A
 * formula is the JNPF token list: operators `+ - × ÷`, parentheses, single digits or '.', and field
 * references `{__vModel__, label}`. Consecutive digits and dots merge into one number. Without the
 * parentheses the tokens must alternate operand and operator, start and end with an operand (so their
 * count is odd); parentheses must pair up and enclose an operand-first group.
 */
import type { FormatLanguage } from './language';

export interface FormulaFieldToken {
  __vModel__: string;
  label?: string;
}

export type FormulaToken = string | FormulaFieldToken;

export const FORMULA_OPERATORS: readonly string[] = ['+', '-', '×', '÷'];

export type FormulaProblem =
  | 'empty'
  | 'unknownToken'
  | 'invalidNumber'
  | 'unbalancedParentheses'
  | 'misplacedParenthesis'
  | 'startsWithOperator'
  | 'endsWithOperator'
  | 'consecutiveOperands'
  | 'consecutiveOperators';

export type FormulaCheck = { valid: true } | { valid: false; reason: FormulaProblem; message: string };

const messages: Record<FormatLanguage, Record<FormulaProblem, string>> = {
  zh: {
    empty: '计算公式不能为空',
    unknownToken: '计算公式含有无法识别的符号',
    invalidNumber: '计算公式中的数字格式不正确',
    unbalancedParentheses: '计算公式的括号不成对',
    misplacedParenthesis: '计算公式的括号位置不正确',
    startsWithOperator: '计算公式不能以运算符开头',
    endsWithOperator: '计算公式不能以运算符结尾',
    consecutiveOperands: '计算公式中两个数值之间缺少运算符',
    consecutiveOperators: '计算公式中两个运算符之间缺少数值',
  },
  zhtw: {
    empty: '計算公式不能為空',
    unknownToken: '計算公式含有無法識別的符號',
    invalidNumber: '計算公式中的數字格式不正確',
    unbalancedParentheses: '計算公式的括號不成對',
    misplacedParenthesis: '計算公式的括號位置不正確',
    startsWithOperator: '計算公式不能以運算符開頭',
    endsWithOperator: '計算公式不能以運算符結尾',
    consecutiveOperands: '計算公式中兩個數值之間缺少運算符',
    consecutiveOperators: '計算公式中兩個運算符之間缺少數值',
  },
  en: {
    empty: 'The formula is empty',
    unknownToken: 'The formula contains an unknown symbol',
    invalidNumber: 'A number in the formula is malformed',
    unbalancedParentheses: 'The parentheses of the formula do not pair up',
    misplacedParenthesis: 'A parenthesis of the formula is misplaced',
    startsWithOperator: 'The formula cannot start with an operator',
    endsWithOperator: 'The formula cannot end with an operator',
    consecutiveOperands: 'An operator is missing between two values of the formula',
    consecutiveOperators: 'A value is missing between two operators of the formula',
  },
};

const isDigitPiece = (token: FormulaToken): token is string => typeof token === 'string' && /^[\d.]$/.test(token);

/** Consecutive single digits and dots merged into one number token (the evaluation's first step too). */
export function mergeFormulaNumbers(tokens: readonly FormulaToken[]): FormulaToken[] {
  const merged: FormulaToken[] = [];
  for (const token of tokens) {
    const last = merged[merged.length - 1];
    if (isDigitPiece(token) && typeof last === 'string' && /^[\d.]+$/.test(last)) merged[merged.length - 1] = last + token;
    else merged.push(token);
  }
  return merged;
}

type Kind = 'operand' | 'operator' | 'open' | 'close';

function kindOf(token: FormulaToken): Kind | FormulaProblem {
  if (typeof token !== 'string') return typeof token?.__vModel__ === 'string' && token.__vModel__ ? 'operand' : 'unknownToken';
  if (token === '(') return 'open';
  if (token === ')') return 'close';
  if (FORMULA_OPERATORS.includes(token)) return 'operator';
  if (/^[\d.]+$/.test(token)) return /^\d+(\.\d+)?$/.test(token) ? 'operand' : 'invalidNumber';
  return 'unknownToken';
}

function problem(reason: FormulaProblem, language: FormatLanguage): FormulaCheck {
  return { valid: false, reason, message: (messages[language] ?? messages.zh)[reason] };
}

export function checkFormula(tokens: readonly FormulaToken[] | null | undefined, language: FormatLanguage = 'zh'): FormulaCheck {
  if (!tokens?.length) return problem('empty', language);
  const kinds: Kind[] = [];
  for (const token of mergeFormulaNumbers(tokens)) {
    const kind = kindOf(token);
    if (kind !== 'operand' && kind !== 'operator' && kind !== 'open' && kind !== 'close') return problem(kind, language);
    kinds.push(kind);
  }

  let depth = 0;
  for (const kind of kinds) {
    if (kind === 'open') depth += 1;
    if (kind === 'close') depth -= 1;
    if (depth < 0) return problem('unbalancedParentheses', language);
  }
  if (depth !== 0) return problem('unbalancedParentheses', language);

  // '(' opens where an operand may stand, ')' closes after an operand: no '1(', '(+', '+)' or '()'.
  for (let i = 0; i < kinds.length; i++) {
    const before = kinds[i - 1];
    const after = kinds[i + 1];
    if (kinds[i] === 'open' && (before === 'operand' || before === 'close' || after === 'close'))
      return problem('misplacedParenthesis', language);
    if (kinds[i] === 'close' && (before === 'operator' || after === 'operand' || after === 'open'))
      return problem('misplacedParenthesis', language);
  }

  const bare = kinds.filter((kind) => kind === 'operand' || kind === 'operator');
  if (bare.length === 0) return problem('empty', language);
  if (bare[0] === 'operator') return problem('startsWithOperator', language);
  for (let i = 1; i < bare.length; i++) {
    if (bare[i] === bare[i - 1]) return problem(bare[i] === 'operand' ? 'consecutiveOperands' : 'consecutiveOperators', language);
  }
  if (bare[bare.length - 1] === 'operator') return problem('endsWithOperator', language);
  return { valid: true };
}
