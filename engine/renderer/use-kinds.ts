/** Loads the views of the kinds a form draws before it renders them (registry.ts: kinds load lazily), and ajv when it needs it. */
import { useEffect, useState } from 'react';
import type { CompiledForm } from '../compiler/types';
import type { KindRegistry } from '../registry/registry';
import { formNeedsValidator, loadValidator, validatorLoaded } from '../validation/ajv';
import { loadRjsf, rjsfLoaded } from './rjsf';

/**
 * True once every kind in `kinds` can render. Otherwise it starts their import and re-renders when
 * they are in; a failed import is thrown to the nearest error boundary (as a lazy route's would be).
 */
export function useKindsLoaded(registry: KindRegistry, kinds: readonly string[]): boolean {
  const missing = registry.unloaded(kinds).join('\u0000');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (missing === '') return;
    let live = true;
    registry.load(missing.split('\u0000')).then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [registry, missing]);
  if (failure) throw failure.error;
  return missing === '';
}

/** True once ajv is loaded, or when the form does not need it (../validation/ajv.ts); a failed load is thrown like a kind's. */
export function useValidatorLoaded(form: Pick<CompiledForm, 'schema' | 'fields' | 'dataDependent'>): boolean {
  const missing = formNeedsValidator(form) && !validatorLoaded();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loadValidator().then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [missing]);
  if (failure) throw failure.error;
  return !missing;
}

/** True once @rjsf/core is loaded (./rjsf.ts), or when it is not `needed`; a failed load is thrown like a kind's. */
export function useRjsfLoaded(needed: boolean): boolean {
  const missing = needed && !rjsfLoaded();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loadRjsf().then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [missing]);
  if (failure) throw failure.error;
  return !missing;
}
