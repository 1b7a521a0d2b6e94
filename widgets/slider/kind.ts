/**
 * Slider (reference 2.4): a number from `min` 0 to `max` 100 by `step` 1, or with `range` a pair
 * [low, high]; `show-stops` marks each step. Not searchable, not a list column (reference 2.5).
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, numberProp } from '../../engine/registry/read-props';
import { s } from '../../engine/registry/settings';

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
  palette: { group: 'basic', label: '滑块', inSubTable: false, omitCommon: ['placeholder', 'clearable'] },
  settings: [
    s.number('min', '最小值', { default: 0 }),
    s.number('max', '最大值', { default: 100 }),
    s.number('step', '步长', { default: 1, min: 0 }),
    s.boolean('range', '范围选择', { group: 'data', default: false }),
    s.boolean('showStops', '显示间断点', { oldKey: 'show-stops' }),
    s.boolean('showTooltip', '显示提示', { oldKey: 'show-tooltip' }),
  ],
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
