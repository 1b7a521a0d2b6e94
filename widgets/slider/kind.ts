/**
 * Slider (reference 2.4): a number from `min` 0 to `max` 100 by `step` 1, or with `range` a pair
 * [low, high]; `show-stops` marks each step. Not searchable, not a list column (reference 2.5).
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, numberProp } from '../../engine/registry/read-props';

export interface SliderOptions {
  min: number;
  max: number;
  step: number;
  range: boolean;
  showStops: boolean;
}

export type SliderValue = number | [number, number];

export const sliderKind: KindDescription<SliderValue, SliderOptions> = {
  key: 'slider',
  groupLabel: true,
  props: ['min', 'max', 'step', 'range', 'showStops', 'showTooltip'],
  compile({ props, config }, ctx) {
    let min = numberProp(props.min) ?? 0;
    let max = numberProp(props.max) ?? 100;
    if (max < min) {
      ctx.report('max', `最大值 ${max} 小于最小值 ${min}，已交换`);
      [min, max] = [max, min];
    }
    const step = numberProp(props.step);
    const range = booleanProp(props.range);
    const bounds = { minimum: min, maximum: max };
    // V3 designers store 0 as the default even when `min` is higher: the slider shows it at `min`.
    const fallback = config.defaultValue;
    const clamped = typeof fallback === 'number' && !range ? Math.min(max, Math.max(min, fallback)) : undefined;
    return {
      ...(clamped !== undefined && clamped !== fallback ? { defaultValue: clamped } : {}),
      schema: range ? { type: 'array', items: { type: 'number', ...bounds }, minItems: 2, maxItems: 2 } : { type: 'number', ...bounds },
      options: { min, max, step: step !== undefined && step > 0 ? step : 1, range, showStops: booleanProp(props.showStops) },
    };
  },
};
