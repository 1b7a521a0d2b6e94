/**
 * The field-kind registry: kinds register once (widgets/<kind>/index.ts) and are found by their
 * canonical jnpfKey or by an old-generation alias.
 *
 * A kind registers its description eagerly (key, aliases, props contract, compile, validation
 * hooks: what the compiler and the designer need) and may give a loader of its views (the React
 * components, their CSS and any heavy library they draw with) behind a dynamic import. The views
 * are loaded when a form uses the kind: `EngineForm` loads the kinds of its compiled form before it
 * renders them, and `loadKinds()` loads them ahead (dialogs, tests). Until then `get()` answers the
 * description alone.
 */
import type { AnyFieldKind, FieldKind, KindDescription, KindViews } from './types';

/** Loads a kind's views, e.g. `() => import('./views').then((m) => m.inputViews)`. */
export type KindViewsLoader<V = unknown, O = Record<string, unknown>> = () => Promise<KindViews<V, O>>;

interface PendingViews {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: KindViewsLoader<any, any>;
  loading?: Promise<void>;
}

export class KindRegistry {
  private readonly byKey = new Map<string, AnyFieldKind>();
  private readonly aliasToKey = new Map<string, string>();
  /** Kinds whose views are still to load, by canonical key. */
  private readonly pending = new Map<string, PendingViews>();

  /**
   * Adds a kind; registering the same key again replaces it (hot reload, tests). With `load`, `kind`
   * is the description and its views come from `load` when a form needs them; without, `kind` is
   * complete.
   */
  register<V, O>(typed: FieldKind<V, O> | KindDescription<V, O>, load?: KindViewsLoader<V, O>): void {
    // Stored without its value/options types: the kind's own components are the only readers of them.
    const kind = typed as unknown as AnyFieldKind;
    const owner = this.aliasToKey.get(kind.key);
    if (owner && owner !== kind.key) throw new Error(`Field kind '${kind.key}' is already an alias of '${owner}'`);
    for (const alias of kind.aliases ?? []) {
      const taken = this.aliasToKey.get(alias);
      if ((taken && taken !== kind.key) || (this.byKey.has(alias) && alias !== kind.key)) {
        throw new Error(`Alias '${alias}' of field kind '${kind.key}' is already taken`);
      }
    }
    this.byKey.set(kind.key, kind);
    this.aliasToKey.set(kind.key, kind.key);
    for (const alias of kind.aliases ?? []) this.aliasToKey.set(alias, kind.key);
    if (load) this.pending.set(kind.key, { load });
    else this.pending.delete(kind.key);
  }

  /**
   * The kind for a canonical key or an alias; undefined when nothing is registered under it. Before
   * its views are loaded (`isLoaded`), the description only: no `Edit`, `Read`, `Static`…
   */
  get(keyOrAlias: string): AnyFieldKind | undefined {
    const key = this.aliasToKey.get(keyOrAlias);
    return key === undefined ? undefined : this.byKey.get(key);
  }

  has(keyOrAlias: string): boolean {
    return this.aliasToKey.has(keyOrAlias);
  }

  /** The canonical key for a key or alias; undefined when unknown. */
  canonical(keyOrAlias: string): string | undefined {
    return this.aliasToKey.get(keyOrAlias);
  }

  /** Every registered kind, in registration order (descriptions only for kinds not loaded yet). */
  all(): AnyFieldKind[] {
    return [...this.byKey.values()];
  }

  /** Whether the kind can render now: its views are loaded, it has none to load, or it is unknown. */
  isLoaded(keyOrAlias: string): boolean {
    const key = this.aliasToKey.get(keyOrAlias);
    return key === undefined || !this.pending.has(key);
  }

  /** The canonical keys among `keys` whose views are still to load (unknown keys left out, no repeats). */
  unloaded(keys: Iterable<string>): string[] {
    const out = new Set<string>();
    for (const keyOrAlias of keys) {
      const key = this.aliasToKey.get(keyOrAlias);
      if (key !== undefined && this.pending.has(key)) out.add(key);
    }
    return [...out];
  }

  /**
   * Loads the views of the kinds named (keys or aliases; every registered kind when omitted) and
   * resolves once they are all in. Each kind's code is imported once, whoever asks; a failed import
   * rejects and is tried again by the next call.
   */
  load(keys?: Iterable<string>): Promise<void> {
    const wanted = this.unloaded(keys ?? this.byKey.keys());
    if (wanted.length === 0) return Promise.resolve();
    return Promise.all(wanted.map((key) => this.loadOne(key))).then(() => undefined);
  }

  private loadOne(key: string): Promise<void> {
    const entry = this.pending.get(key)!;
    entry.loading ??= entry.load().then(
      (views) => {
        // Registered again meanwhile: the newer registration wins.
        if (this.pending.get(key) !== entry) return;
        this.byKey.set(key, { ...this.byKey.get(key)!, ...views });
        this.pending.delete(key);
      },
      (error: unknown) => {
        entry.loading = undefined;
        throw error;
      },
    );
    return entry.loading;
  }
}

/** The registry the widgets/ folder fills and the renderer uses unless given another. */
export const fieldKinds = new KindRegistry();

/**
 * Registers a kind in the default registry (call it from widgets/<kind>/index.ts): its description,
 * and the loader of its views, e.g. `registerKind(inputKind, () => import('./views').then((m) => m.inputViews))`.
 */
export function registerKind<V, O>(kind: FieldKind<V, O> | KindDescription<V, O>, load?: KindViewsLoader<V, O>): void {
  fieldKinds.register(kind, load);
}

/**
 * Loads the views of these kinds (keys or aliases; all registered kinds when omitted) in `registry`,
 * e.g. `await loadKinds(formKinds(form))` before showing a form, or `await loadKinds()` in a test.
 */
export function loadKinds(keys?: Iterable<string>, registry: KindRegistry = fieldKinds): Promise<void> {
  return registry.load(keys);
}
