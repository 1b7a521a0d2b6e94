/** The picker's selectable span now, from its rules; `inverted` when the start is after the end. */
import { useState } from 'react';
import type { FieldScope } from '../../engine/registry/types';
import { useOptionalRelatedValue } from '../kit/store-values';
import { ceilTo, dateValueOf, floorTo, type DateBase } from './date-types';
import { shiftFromNow, type LimitRule } from '../kit/time-limits';

export interface DateLimits {
  min?: number;
  max?: number;
  /** Spec 002 section 4.5: the picker is read-only when its start is later than its end. */
  inverted: boolean;
}

function resolve(rule: LimitRule | undefined, related: unknown, now: number): number | undefined {
  switch (rule?.kind) {
    case 'fixed':
      return dateValueOf(rule.value);
    case 'field':
      return dateValueOf(related);
    case 'now':
      return now;
    case 'offset':
      return shiftFromNow(now, rule.amount, rule.unit);
    default:
      return undefined;
  }
}

export function useDateLimits(start: LimitRule | undefined, end: LimitRule | undefined, base: DateBase, scope: FieldScope): DateLimits {
  // "Now" is when the form opened: the span does not creep while someone is typing.
  const [now] = useState(() => Date.now());
  const startRelated = useOptionalRelatedValue(start?.kind === 'field' ? start.field : undefined, scope);
  const endRelated = useOptionalRelatedValue(end?.kind === 'field' ? end.field : undefined, scope);
  const from = resolve(start, startRelated, now);
  const to = resolve(end, endRelated, now);
  const min = from === undefined ? undefined : floorTo(from, base);
  const max = to === undefined ? undefined : ceilTo(to, base);
  return { min, max, inverted: min !== undefined && max !== undefined && min > max };
}

export function withinLimits(ms: number, { min, max }: DateLimits): boolean {
  return (min === undefined || ms >= min) && (max === undefined || ms <= max);
}
