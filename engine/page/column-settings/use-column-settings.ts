/**
 * A page's column settings: loaded once for its menu when it mounts, changed at once on every edit and
 * saved; a save that fails puts back the settings last kept (the request client has shown its message).
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ColumnSetting } from '../../../api/column-settings-client';
import { ColumnSettingsContext } from './context';

export interface ColumnSettingsState {
  /** The page offers 列设置: it asks for them, a client is provided and the menu is known. */
  available: boolean;
  /** True until the kept settings are in. */
  loading: boolean;
  /** Undefined: none kept (the default columns). */
  settings: ColumnSetting[] | undefined;
  change(next: ColumnSetting[]): void;
}

export function useColumnSettings(moduleId: string | undefined): ColumnSettingsState {
  const client = useContext(ColumnSettingsContext);
  const available = Boolean(client && moduleId);
  const [loaded, setLoaded] = useState<{ moduleId: string; settings: ColumnSetting[] | undefined } | null>(null);
  const kept = useRef<ColumnSetting[] | undefined>(undefined);
  const saves = useRef(0);
  const keptSave = useRef(0);

  useEffect(() => {
    if (!client || !moduleId) return;
    let current = true;
    const done = (settings: ColumnSetting[] | undefined) => {
      if (!current) return;
      kept.current = settings;
      setLoaded({ moduleId, settings });
    };
    // A failed load has been reported by the request client: the list shows its default columns.
    client.get(moduleId).then(done, () => done(undefined));
    return () => {
      current = false;
    };
  }, [client, moduleId]);

  const change = useCallback(
    (next: ColumnSetting[]) => {
      if (!client || !moduleId) return;
      setLoaded({ moduleId, settings: next });
      const save = ++saves.current;
      client.save(moduleId, next).then(
        () => {
          if (save < keptSave.current) return;
          keptSave.current = save;
          kept.current = next;
        },
        () => {
          // Only the last change decides what shows; an earlier one's failure is overtaken by it.
          if (save === saves.current) setLoaded({ moduleId, settings: kept.current });
        },
      );
    },
    [client, moduleId],
  );

  const current = loaded?.moduleId === moduleId ? loaded : null;
  return { available, loading: available && !current, settings: current?.settings, change };
}
