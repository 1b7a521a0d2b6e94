/**
 * Rate (reference 2.4): a number of stars, `max` (V3 `count`) 5, half stars with `allow-half`, the
 * Element texts with `show-text`, the score with `show-score`. 0 means not rated, so a required rate
 * needs at least one star. Not searchable, not a list column (reference 2.5).
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';
import { s } from '../../engine/registry/settings';

export interface RateOptions {
  max: number;
  allowHalf: boolean;
  showText: boolean;
  showScore: boolean;
  /** One text per star; empty means the default Element texts in the form's language. */
  texts: string[];
  /** Element's `score-template`, '{value}' by default. */
  scoreTemplate?: string;
}

export const rateKind: KindDescription<number, RateOptions> = {
  key: 'rate',
  palette: {
    group: 'basic',
    label: '评分',
    inSubTable: false,
    omitCommon: ['placeholder', 'clearable'],
    values: { 'config.defaultValue': 0 },
  },
  settings: [
    s.number('max', '最大值', { aliases: ['count'], default: 5, min: 1 }),
    s.boolean('allowHalf', '允许半选', { oldKey: 'allow-half', default: false }),
    s.boolean('showText', '显示文字', { oldKey: 'show-text', default: false }),
    s.boolean('showScore', '显示分数', { oldKey: 'show-score', default: false }),
    s.strings('texts', '各级文字', { group: 'look', when: { key: 'showText', truthy: true } }),
    s.string('scoreTemplate', '分数模板', { oldKey: 'score-template', when: { key: 'showScore', truthy: true } }),
  ],
  groupLabel: true,
  props: ['max', 'count', 'allowHalf', 'showText', 'showScore', 'texts', 'scoreTemplate'],
  compile({ props }) {
    const max = numberProp(firstPresent(props, 'max', 'count'));
    const count = max !== undefined && max >= 1 ? Math.floor(max) : 5;
    return {
      schema: { type: 'number', minimum: 0, maximum: count },
      options: {
        max: count,
        allowHalf: booleanProp(props.allowHalf),
        showText: booleanProp(props.showText),
        showScore: booleanProp(props.showScore),
        texts: Array.isArray(props.texts) ? props.texts.map(String) : [],
        scoreTemplate: stringProp(props.scoreTemplate),
      },
    };
  },
  isEmpty: (value) => value === undefined || value === null || Number(value) === 0,
};
