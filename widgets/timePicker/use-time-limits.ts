/** The time span a picker allows now: its selectable range narrowed by the rules. */
import { useState } from 'react';
import type { FieldScope } from '../../engine/registry/types';
import { useOptionalRelatedValue } from '../kit/store-values';
import { shiftFromNow, type LimitRule } from '../kit/time-limits';
import { normaliseTime, timeOfDay } from './time-text';

export interface TimeLimits {
  min: string;
  max: string;
  /** Spec 002 section 4.5: read-only when the start is later than the end. */
  inverted: boolean;
}

function resolve(rule: LimitRule | undefined, related: unknown, now: number): string | undefined {
  switch (rule?.kind) {
    case 'fixed':
      return typeof rule.value === 'number' ? timeOfDay(rule.value) : normaliseTime(rule.value);
    case 'field':
      return typeof related === 'number' ? timeOfDay(related) : normaliseTime(related);
    case 'now':
      return timeOfDay(now);
    case 'offset':
      return timeOfDay(shiftFromNow(now, rule.amount, rule.unit));
    default:
      return undefined;
  }
}

export function useTimeLimits(
  selectable: [string, string],
  start: LimitRule | undefined,
  end: LimitRule | undefined,
  scope: FieldScope,
): TimeLimits {
  const [now] = useState(() => Date.now());
  const startRelated = useOptionalRelatedValue(start?.kind === 'field' ? start.field : undefined, scope);
  const endRelated = useOptionalRelatedValue(end?.kind === 'field' ? end.field : undefined, scope);
  const from = resolve(start, startRelated, now);
  const to = resolve(end, endRelated, now);
  const min = from && from > selectable[0] ? from : selectable[0];
  const max = to && to < selectable[1] ? to : selectable[1];
  return { min, max, inverted: min > max };
}
