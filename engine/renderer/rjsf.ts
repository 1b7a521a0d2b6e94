/**
 * @rjsf/core and @rjsf/utils (with their URI parser, schema merger and deep-equal: some 40 KB of the
 * engine's 80 KB compressed), loaded when a form that needs them renders rather than with the engine.
 * A search bar of plain fields is drawn without them (plain-fields.tsx), so a list page loads them
 * with its first dialog. EngineForm and FormDialog wait for them as for a kind's views.
 */
import type { RjsfFormProps } from './RjsfForm';

type RjsfModule = typeof import('./rjsf-parts');

let loaded: RjsfModule | undefined;
let loading: Promise<RjsfModule> | undefined;

/** Loads the RJSF renderer (once); resolves at once when it is in. After a failed load the next call tries again. */
export function loadRjsf(): Promise<RjsfModule> {
  loading ??= import('./rjsf-parts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function rjsfLoaded(): boolean {
  return loaded !== undefined;
}

/** The loaded renderer; call `loadRjsf()` first (EngineForm waits for it). */
export function loadedRjsfForm(): (props: RjsfFormProps) => React.ReactNode {
  if (!loaded) throw new Error('engine: @rjsf/core is not loaded; await loadRjsf() before rendering this form');
  return loaded.RjsfForm;
}

/** RJSF's schema utilities, for the controller's defaults of a form that is not flat (../state/controller.ts). */
export function loadedSchemaUtils(): RjsfModule['createSchemaUtils'] {
  if (!loaded) throw new Error('engine: @rjsf/utils is not loaded; await loadRjsf() before making a controller for this form');
  return loaded.createSchemaUtils;
}
