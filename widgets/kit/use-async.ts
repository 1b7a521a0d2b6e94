/**
 * A value loaded from the data source for a key: the call is aborted when the key changes or the
 * component unmounts, so a stale answer never lands; failures leave it undefined (spec 002 section 8:
 * lookups fail silently).
 */
import { useEffect, useState } from 'react';
import { isAbortError } from '../../engine/data-source';

export function useAsyncValue<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): { value: T | undefined; loading: boolean } {
  const [state, setState] = useState<{ key: string | null; value: T | undefined }>({ key: null, value: undefined });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ key, value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setState({ key, value: undefined });
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { value: undefined, loading: false };
  return state.key === key ? { value: state.value, loading: false } : { value: undefined, loading: true };
}
