/**
 * The field-kind registry: kinds register once (widgets/<kind>/index.ts) and are found by their
 * canonical jnpfKey or by an old-generation alias.
 */
import type { AnyFieldKind, FieldKind } from './types';

export class KindRegistry {
  private readonly byKey = new Map<string, AnyFieldKind>();
  private readonly aliasToKey = new Map<string, string>();

  /** Adds a kind; registering the same key again replaces it (hot reload, tests). */
  register<V, O>(typed: FieldKind<V, O>): void {
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
  }

  /** The kind for a canonical key or an alias; undefined when nothing is registered under it. */
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

  /** Every registered kind, in registration order. */
  all(): AnyFieldKind[] {
    return [...this.byKey.values()];
  }
}

/** The registry the widgets/ folder fills and the renderer uses unless given another. */
export const fieldKinds = new KindRegistry();

/** Registers a kind in the default registry (call it from widgets/<kind>/index.ts). */
export function registerKind<V, O>(kind: FieldKind<V, O>): void {
  fieldKinds.register(kind);
}
