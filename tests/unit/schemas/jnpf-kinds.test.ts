import { describe, expect, it } from 'vitest';
import type { AnyFieldKind } from '../../../engine/registry/types';
import { canonicalJnpfKind, jnpfKinds, valuelessJnpfKinds } from '../../../schemas/jnpf-kinds';

/**
 * The kinds of widgets/, read from their descriptions (each folder's kind.ts) rather than from the shared
 * registry, where other test files register kinds of their own.
 */
const widgetKinds: AnyFieldKind[] = Object.values(import.meta.glob('../../../widgets/*/kind.ts', { eager: true }))
  .flatMap((module) => Object.values(module as Record<string, unknown>))
  .filter(
    (value): value is AnyFieldKind =>
      typeof (value as AnyFieldKind)?.key === 'string' && typeof (value as AnyFieldKind)?.compile === 'function',
  );

/** The server reads the engine's kinds from schemas/jnpf-kinds.ts: the list must be the registry's. */
describe('the field kinds the server knows', () => {
  it('are the kinds the engine registers, with their aliases', () => {
    const registered = Object.fromEntries(widgetKinds.map((kind) => [kind.key, [...(kind.aliases ?? [])].sort()]));
    const listed = Object.fromEntries(Object.entries(jnpfKinds).map(([key, aliases]) => [key, [...aliases].sort()]));
    expect(listed).toEqual(registered);
  });

  it('know which kinds hold no value', () => {
    const valueless = widgetKinds
      .filter((kind) => kind.valueless || kind.container)
      .map((kind) => kind.key)
      .sort();
    expect([...valuelessJnpfKinds].sort()).toEqual(valueless);
  });

  it('find a kind by either generation of its name', () => {
    expect(canonicalJnpfKind('comInput')).toBe('input');
    expect(canonicalJnpfKind('uploadFile')).toBe('uploadFz');
    expect(canonicalJnpfKind('noSuchKind')).toBeUndefined();
  });
});
