/**
 * Number (`numInput` / `inputNumber`, reference 2.4, spec 002 section 3.5): min, max, step
 * (strictly), precision, stepper controls (both sides, or stacked on the right), addons, thousands
 * separators and the amount in Chinese capitals (3.1's `JNPFAmount` is this kind too).
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';

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
  props: ['min', 'max', 'step', 'stepStrictly', 'precision', 'controls', 'controlsPosition', 'addonBefore', 'addonAfter', 'thousands', 'isAmountChinese'],
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
