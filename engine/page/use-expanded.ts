/**
 * Which tree rows are open. New data opens every branch (or none, as the schema says); the user's
 * changes hold while the branches stay the same (a row patched in place keeps them), or, given a
 * `holdKey`, while it stays the same (a list whose rows load their children as they open).
 */
import { useCallback, useMemo, useState } from 'react';

export function useExpanded(branches: readonly string[], openByDefault: boolean, holdKey?: string) {
  const branchesKey = branches.join('\u0000');
  const key = holdKey ?? branchesKey;
  const [chosen, setChosen] = useState<{ key: string; open: ReadonlySet<string> } | null>(null);
  const open = useMemo<ReadonlySet<string>>(
    () => (chosen && chosen.key === key ? chosen.open : new Set(openByDefault && branchesKey ? branchesKey.split('\u0000') : [])),
    [chosen, key, branchesKey, openByDefault],
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
  /** Opens a row whose children just loaded (called after the load: reads the choice as it is then). */
  const reveal = useCallback(
    (row: string) => setChosen((previous) => ({ key, open: new Set([...(previous && previous.key === key ? previous.open : open), row]) })),
    [key, open],
  );
  const allOpen = branches.length > 0 && branches.every((branch) => open.has(branch));
  return {
    open,
    allOpen,
    toggle,
    reveal,
    expandAll: useCallback(() => set(new Set(branchesKey ? branchesKey.split('\u0000') : [])), [set, branchesKey]),
    collapseAll: useCallback(() => set(new Set()), [set]),
  };
}
