/**
 * A [start, end] value edited in two boxes: one end alone is a draft (nothing stored yet); when both
 * are there the pair is stored in order (a start after the end is swapped); clearing both stores
 * nothing.
 */
import { useState } from 'react';

export type Pair<T> = [T | undefined, T | undefined];

export function useRangeDraft<T>(
  value: unknown,
  onChange: (value: [T, T] | undefined) => void,
  normalise: (item: unknown) => T | undefined,
  compare: (a: T, b: T) => number,
): [Pair<T>, (side: 0 | 1, item: T | undefined) => void] {
  const [draft, setDraft] = useState<Pair<T> | null>(null);
  const stored: Pair<T> = Array.isArray(value) ? [normalise(value[0]), normalise(value[1])] : [undefined, undefined];
  const current = draft ?? stored;
  const set = (side: 0 | 1, item: T | undefined) => {
    const next: Pair<T> = side === 0 ? [item, current[1]] : [current[0], item];
    const [a, b] = next;
    if (a !== undefined && b !== undefined) {
      setDraft(null);
      onChange(compare(a, b) > 0 ? [b, a] : [a, b]);
    } else if (a === undefined && b === undefined) {
      setDraft(null);
      onChange(undefined);
    } else setDraft(next);
  };
  return [current, set];
}
