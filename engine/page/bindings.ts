/** Resolving `$node.x`, `$row.x`, `$param.x`, `$search.x` bindings and row conditions (pure). */
import type { PageRow } from './page-data-source';
import type { Binding, Condition } from './schema-types';

export interface BindingScope {
  node?: PageRow | null;
  row?: PageRow | null;
  param?: Record<string, unknown>;
  search?: Record<string, unknown>;
}

const PATTERN = /^\$(node|row|param|search)\.([\w.]+)$/;

export function resolveBinding(binding: Binding, scope: BindingScope): unknown {
  if (typeof binding !== 'string') return binding;
  const match = PATTERN.exec(binding);
  if (!match) return binding;
  const source = scope[match[1] as keyof BindingScope] as Record<string, unknown> | null | undefined;
  return match[2]!
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
}

/** Every binding of `bindings` resolved; values that resolve to undefined are left out. */
export function resolveBindings(bindings: Record<string, Binding> | undefined, scope: BindingScope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, binding] of Object.entries(bindings ?? {})) {
    const value = resolveBinding(binding, scope);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** 1, '1' and true are "on" (JNPF flags such as isTree and enabledMark). */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function matches(condition: Condition | undefined, row: PageRow): boolean {
  if (!condition) return true;
  const value = row[condition.field];
  if ('equals' in condition && !same(value, condition.equals)) return false;
  if ('notEquals' in condition && same(value, condition.notEquals)) return false;
  return true;
}

// Flags travel as numbers or text: 1 and '1' are the same value.
function same(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));
}
