/** Tolerant readers for JNPF props: definitions store numbers as text and booleans as 0/1 at times. */

export function numberProp(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export function stringProp(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function booleanProp(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** The first of several spellings that is present (V2 kebab-case → camelCase, V3 antd names). */
export function firstPresent(props: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (props[name] !== undefined && props[name] !== null) return props[name];
  return undefined;
}
