/** Loads the views of the kinds a form draws before it renders them (registry.ts: kinds load lazily), and ajv when it needs it. */
import { useEffect, useState } from 'react';
import type { CompiledForm } from '../compiler/types';
import type { KindRegistry } from '../registry/registry';
import { formNeedsValidator, loadValidator, validatorLoaded } from '../validation/ajv';
import { loadRjsf, rjsfLoaded } from './rjsf';

/**
 * True when nothing is `missing`. Otherwise it starts `load` and re-renders when it is done; a failed
 * load is thrown to the nearest error boundary (as a lazy route's would be). `keys` name what `load`
 * fetches: a new key starts a new load.
 */
function useLoaded(missing: boolean, load: () => Promise<unknown>, keys: readonly unknown[]): boolean {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    load().then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
    // `load` is made anew each render; `keys` say when it fetches something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, ...keys]);
  if (failure) throw failure.error;
  return !missing;
}

/** True once every kind in `kinds` can render; otherwise their views load (see `useLoaded`). */
export function useKindsLoaded(registry: KindRegistry, kinds: readonly string[]): boolean {
  const missing = registry.unloaded(kinds).join('\u0000');
  return useLoaded(missing !== '', () => registry.load(missing.split('\u0000')), [registry, missing]);
}

/** True once ajv is loaded, or when the form does not need it (../validation/ajv.ts). */
export function useValidatorLoaded(form: Pick<CompiledForm, 'schema' | 'fields' | 'dataDependent'>): boolean {
  return useLoaded(formNeedsValidator(form) && !validatorLoaded(), loadValidator, []);
}

/** True once @rjsf/core is loaded (./rjsf.ts), or when it is not `needed`. */
export function useRjsfLoaded(needed: boolean): boolean {
  return useLoaded(needed && !rjsfLoaded(), loadRjsf, []);
}
