/**
 * Number (`numInput` / `inputNumber`, reference 2.4, spec 002 section 3.5): min, max, step
 * (strictly), precision, stepper controls (both sides, or stacked on the right), addons, thousands
 * separators and the amount in Chinese capitals (3.1's `JNPFAmount` is this kind too).
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';
import { choices, s } from '../../engine/registry/settings';

export interface InputNumberOptions {
  min?: number;
  max?: number;
  step: number;
  stepStrictly: boolean;
  precision?: number;
  controls: boolean;
  /** 'right': both arrows stacked at the right; otherwise − and + on either side. */
  controlsPosition: 'right' | 'both';
  addonBefore?: string;
  addonAfter?: string;
  thousands: boolean;
  isAmountChinese: boolean;
}

export const inputNumberKind: KindDescription<number, InputNumberOptions> = {
  key: 'inputNumber',
  aliases: ['numInput', 'JNPFAmount'],
  palette: { group: 'basic', label: '数字输入', keys: { old: 'numInput', new: 'inputNumber' }, values: { placeholder: '请输入' } },
  settings: [
    s.number('min', '最小值', { group: 'rules' }),
    s.number('max', '最大值', { group: 'rules' }),
    s.number('step', '步长', { default: 1, min: 0 }),
    s.boolean('stepStrictly', '只能输入步长的倍数', { oldKey: 'step-strictly', group: 'rules' }),
    s.number('precision', '精度', { min: 0, max: 15 }),
    s.boolean('controls', '显示加减按钮'),
    s.select('controlsPosition', '按钮位置', choices(['', '两侧'], ['right', '右侧']), { oldKey: 'controls-position' }),
    s.string('addonBefore', '前缀'),
    s.string('addonAfter', '后缀'),
    s.boolean('thousands', '千位分隔'),
    s.boolean('isAmountChinese', '大写金额'),
  ],
  props: [
    'min',
    'max',
    'step',
    'stepStrictly',
    'precision',
    'controls',
    'controlsPosition',
    'addonBefore',
    'addonAfter',
    'thousands',
    'isAmountChinese',
  ],
  searchMatch: 3,
  compile({ props, jnpfKey }) {
    const min = numberProp(props.min);
    const max = numberProp(props.max);
    const precision = numberProp(props.precision);
    const step = numberProp(props.step);
    return {
      schema: { type: 'number', ...(min !== undefined ? { minimum: min } : {}), ...(max !== undefined ? { maximum: max } : {}) },
      options: {
        min,
        max,
        step: step !== undefined && step > 0 ? step : 1,
        stepStrictly: booleanProp(props.stepStrictly),
        precision: precision !== undefined && precision >= 0 ? Math.floor(precision) : undefined,
        controls: booleanProp(props.controls, true),
        controlsPosition: stringProp(firstPresent(props, 'controlsPosition')) === 'right' ? 'right' : 'both',
        addonBefore: stringProp(props.addonBefore),
        addonAfter: stringProp(props.addonAfter),
        thousands: booleanProp(props.thousands),
        // The 3.1 amount widget always showed the capitals.
        isAmountChinese: booleanProp(props.isAmountChinese, jnpfKey === 'JNPFAmount'),
      },
    };
  },
};
