import { describe, expect, it } from 'vitest';
import { checkFormula, mergeFormulaNumbers, type FormulaToken } from '../../../engine/format';

const field = (name: string): FormulaToken => ({ __vModel__: name, label: name });
const reason = (tokens: FormulaToken[]) => {
  const result = checkFormula(tokens);
  return result.valid ? 'valid' : result.reason;
};

describe('checkFormula', () => {
  it('accepts operands alternating with + - × ÷, with parentheses', () => {
    expect(reason([field('a'), '+', field('b')])).toBe('valid');
    expect(reason(['1', '2', '.', '5', '×', field('price')])).toBe('valid');
    expect(reason(['(', field('a'), '-', '3', ')', '÷', '(', field('b'), '+', '1', ')'])).toBe('valid');
    expect(reason([field('a')])).toBe('valid');
    expect(reason(['(', '(', '7', ')', ')'])).toBe('valid');
  });

  it('refuses an empty formula', () => {
    expect(reason([])).toBe('empty');
    expect(checkFormula(undefined)).toEqual({ valid: false, reason: 'empty', message: '计算公式不能为空' });
  });

  it('requires a number at both ends', () => {
    expect(reason(['+', field('a')])).toBe('startsWithOperator');
    expect(reason([field('a'), '×'])).toBe('endsWithOperator');
    expect(reason(['-'])).toBe('startsWithOperator');
  });

  it('requires operands and operators to alternate (an odd count)', () => {
    expect(reason([field('a'), field('b')])).toBe('consecutiveOperands');
    expect(reason([field('a'), '1'])).toBe('consecutiveOperands');
    expect(reason([field('a'), '+', '-', field('b')])).toBe('consecutiveOperators');
  });

  it('requires parentheses that pair up and stand where operands may', () => {
    expect(reason(['(', field('a'), '+', '1'])).toBe('unbalancedParentheses');
    expect(reason([field('a'), ')', '+', '('])).toBe('unbalancedParentheses');
    expect(reason(['1', '(', '2', ')'])).toBe('misplacedParenthesis');
    expect(reason(['(', ')'])).toBe('misplacedParenthesis');
    expect(reason(['(', '1', '+', ')', '2'])).toBe('misplacedParenthesis');
  });

  it('refuses unknown symbols and malformed numbers', () => {
    expect(reason([field('a'), '*', '2'])).toBe('unknownToken');
    expect(reason(['1', '.', '.', '2'])).toBe('invalidNumber');
    expect(reason(['.', '5'])).toBe('invalidNumber');
    expect(reason([{ __vModel__: '' }, '+', '1'])).toBe('unknownToken');
  });

  it('words the reason in the requested language', () => {
    expect(checkFormula(['+'], 'en')).toMatchObject({ message: 'The formula cannot start with an operator' });
    expect(checkFormula(['1', '+'], 'zh')).toMatchObject({ message: '计算公式不能以运算符结尾' });
    expect(checkFormula(['1', '1', '+', '+'], 'zhtw')).toMatchObject({
      reason: 'consecutiveOperators',
      message: '計算公式中兩個運算符之間缺少數值',
    });
  });
});

describe('mergeFormulaNumbers', () => {
  it('joins consecutive digits and dots into one number', () => {
    expect(mergeFormulaNumbers(['1', '2', '.', '5', '+', '3'])).toEqual(['12.5', '+', '3']);
  });
});
