/**
 * Calculate (reference 2.9, spec 002 sections 3.5, 4.4, 5.4): a number computed from other fields by
 * the token-list formula, rounded to `precision` (default 0), shown with thousands separators and
 * the amount in Chinese capitals when set. Without `__vModel__` it only displays the result.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp } from '../../engine/registry/read-props';
import { checkFormula, type FormulaToken } from '../../engine/format/formula';
import { referencesOf } from '../../engine/expression/references';
import { choices, s } from '../../engine/registry/settings';

export interface CalculateOptions {
  expression: FormulaToken[];
  /** Decimal places of the result (spec 002 section 9.2: default 0). */
  precision: number;
  thousands: boolean;
  isAmountChinese: boolean;
  /** 0 display only, 1 stored in its own column, 2 also shown in lists (reference 2.3). */
  isStorage: number;
  /** The formula check's message when the expression is malformed. */
  invalid?: string;
}

export const calculateKind: KindDescription<number, CalculateOptions> = {
  key: 'calculate',
  palette: {
    group: 'advanced',
    label: '计算公式',
    omitCommon: ['placeholder', 'clearable', 'config.defaultValue', 'readonly', 'disabled'],
  },
  settings: [
    s.of('expression', 'expression', '计算公式', { default: [] }),
    // Spec 002 section 9.2: the designer starts at two decimals (the renderer's default is 0).
    s.number('precision', '小数位数', { default: 2, min: 0, max: 15 }),
    s.boolean('thousands', '千位分隔', { default: false }),
    s.boolean('isAmountChinese', '大写金额', { default: false }),
    s.select('config.isStorage', '存储类型', choices([0, '只显示'], [1, '显示并存储'], [2, '存储并在列表显示']), {
      group: 'data',
      aliases: ['isStorage'],
      default: 0,
    }),
  ],
  props: ['expression', 'precision', 'thousands', 'isAmountChinese', 'isStorage'],
  configKeys: ['isStorage'],
  searchMatch: 3,
  compile(source, ctx) {
    const { props, config, vModel } = source;
    const expression = Array.isArray(props.expression) ? (props.expression as FormulaToken[]) : [];
    const check = checkFormula(expression);
    if (!check.valid) ctx.report('expression', check.message);
    if (vModel && referencesOf(expression).some((r) => r.name === vModel)) ctx.report('expression', `计算公式引用了字段自身（${vModel}）`);
    const precision = numberProp(props.precision);
    return {
      schema: { type: 'number' },
      options: {
        expression,
        precision: precision !== undefined && precision >= 0 ? Math.floor(precision) : 0,
        thousands: booleanProp(props.thousands),
        isAmountChinese: booleanProp(props.isAmountChinese),
        isStorage: numberProp(firstPresent(config, 'isStorage') ?? props.isStorage) ?? 0,
        ...(check.valid ? {} : { invalid: check.message }),
      },
    };
  },
  dependsOn: (field) => referencesOf(field.options.expression).map((r) => r.name),
};
