import { describe, expect, it } from 'vitest';
import { AMOUNT_OVERFLOW, amountToChinese } from '../../../engine/format';

describe('amountToChinese', () => {
  it('reads zero as 零元整', () => {
    expect(amountToChinese(0)).toBe('零元整');
    expect(amountToChinese('0')).toBe('零元整');
    expect(amountToChinese('0.00')).toBe('零元整');
    expect(amountToChinese(-0)).toBe('零元整');
  });

  it('reads whole amounts with 元整 and the group units 万, 亿, 兆', () => {
    expect(amountToChinese(1)).toBe('壹元整');
    expect(amountToChinese(10)).toBe('壹拾元整');
    expect(amountToChinese(123)).toBe('壹佰贰拾叁元整');
    expect(amountToChinese(10000)).toBe('壹万元整');
    expect(amountToChinese(1000000)).toBe('壹佰万元整');
    expect(amountToChinese(1234567890)).toBe('壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元整');
    expect(amountToChinese('1000000000000')).toBe('壹兆元整');
  });

  it('reads a run of zeros as one 零, but not where a group unit ends the run', () => {
    expect(amountToChinese(1001)).toBe('壹仟零壹元整');
    expect(amountToChinese(1010)).toBe('壹仟零壹拾元整');
    expect(amountToChinese(100000001)).toBe('壹亿零壹元整');
    expect(amountToChinese(100010)).toBe('壹拾万零壹拾元整');
    expect(amountToChinese(101000)).toBe('壹拾万壹仟元整');
    expect(amountToChinese(100100)).toBe('壹拾万零壹佰元整');
    expect(amountToChinese(100100000)).toBe('壹亿零壹拾万元整');
  });

  it('reads up to four decimals as 角, 分, 厘, 毫', () => {
    expect(amountToChinese(0.5)).toBe('伍角');
    expect(amountToChinese(0.05)).toBe('伍分');
    expect(amountToChinese(1.5)).toBe('壹元伍角');
    expect(amountToChinese(1.05)).toBe('壹元零伍分');
    expect(amountToChinese(12.34)).toBe('壹拾贰元叁角肆分');
    expect(amountToChinese('3.1416')).toBe('叁元壹角肆分壹厘陆毫');
    expect(amountToChinese('3.14159')).toBe('叁元壹角肆分壹厘伍毫');
    expect(amountToChinese('2.00')).toBe('贰元整');
    expect(amountToChinese(0.1 + 0.2)).toBe('叁角');
  });

  it("puts '负' before a negative amount", () => {
    expect(amountToChinese(-1)).toBe('负壹元整');
    expect(amountToChinese('-1234.5')).toBe('负壹仟贰佰叁拾肆元伍角');
  });

  it('overflows above 15 integer digits or with letters', () => {
    expect(AMOUNT_OVERFLOW).toBe('数字较大溢出');
    expect(amountToChinese('999999999999999')).toBe('玖佰玖拾玖兆玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整');
    expect(amountToChinese('1000000000000000')).toBe(AMOUNT_OVERFLOW);
    expect(amountToChinese('-1000000000000000.5')).toBe(AMOUNT_OVERFLOW);
    expect(amountToChinese(1e21)).toBe(AMOUNT_OVERFLOW);
    expect(amountToChinese(Infinity)).toBe(AMOUNT_OVERFLOW);
    expect(amountToChinese('12a')).toBe(AMOUNT_OVERFLOW);
  });

  it('gives nothing for nothing or text that is not a number, and ignores thousands separators', () => {
    expect(amountToChinese(null)).toBe('');
    expect(amountToChinese('')).toBe('');
    expect(amountToChinese(NaN)).toBe('');
    expect(amountToChinese('1-2')).toBe('');
    expect(amountToChinese('1,234')).toBe('壹仟贰佰叁拾肆元整');
  });
});
