/**
 * Which tree rows are open. New data opens every branch (or none, as the schema says); the user's
 * changes hold while the branches stay the same (a row patched in place keeps them).
 */
import { useCallback, useMemo, useState } from 'react';

export function useExpanded(branches: readonly string[], openByDefault: boolean) {
  const key = branches.join('\u0000');
  const [chosen, setChosen] = useState<{ key: string; open: ReadonlySet<string> } | null>(null);
  const open = useMemo<ReadonlySet<string>>(
    () => (chosen && chosen.key === key ? chosen.open : new Set(openByDefault && key ? key.split('\u0000') : [])),
    [chosen, key, openByDefault],
  );
  const set = useCallback((next: ReadonlySet<string>) => setChosen({ key, open: next }), [key]);
  const toggle = useCallback(
    (row: string) => {
      const next = new Set(open);
      if (!next.delete(row)) next.add(row);
      set(next);
    },
    [open, set],
  );
  const allOpen = branches.length > 0 && branches.every((branch) => open.has(branch));
  return {
    open,
    allOpen,
    toggle,
    expandAll: useCallback(() => set(new Set(key ? key.split('\u0000') : [])), [set, key]),
    collapseAll: useCallback(() => set(new Set()), [set]),
  };
}
