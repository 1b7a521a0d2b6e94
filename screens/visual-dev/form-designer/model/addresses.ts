/**
 * Where a setting lives in a stored field object, and reading and writing it there without touching
 * anything else: `config.label` is `__config__.label`, `slot.prepend` is `__slot__.prepend`, `vModel`
 * is `__vModel__`, `props.props` goes two levels into the top-level `props`. A write copies the
 * objects along the path only, keeping every key where it was, so an unchanged field stays
 * byte-identical and a changed one differs only in what was changed.
 */
import type { PropSetting } from '../../../../engine/registry/settings';

/** JNPF's two naming generations (reference section 0). */
export type Generation = 'old' | 'new';

const ROOTS: Record<string, string> = { config: '__config__', slot: '__slot__', vModel: '__vModel__' };

/** The path of object keys an address stands for. */
export function pathOf(address: string): string[] {
  const [first, ...rest] = address.split('.');
  return [ROOTS[first!] ?? first!, ...rest];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readAt(target: unknown, address: string): unknown {
  let current: unknown = target;
  for (const key of pathOf(address)) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Whether the address holds a value (present and not undefined). */
export function hasAt(target: unknown, address: string): boolean {
  return readAt(target, address) !== undefined;
}

/** A copy of `target` with `value` at the address (undefined removes the key); objects off the path are shared. */
export function writeAt<T extends object>(target: T, address: string, value: unknown): T {
  return writePath(target as Json, pathOf(address), value) as T;
}

function writePath(target: Json, path: string[], value: unknown): Json {
  const [key, ...rest] = path;
  if (rest.length === 0) {
    if (value === undefined) {
      if (!(key! in target)) return target;
      const { [key!]: _removed, ...others } = target;
      return others;
    }
    return { ...target, [key!]: value };
  }
  const inner = isObject(target[key!]) ? (target[key!] as Json) : {};
  if (value === undefined && !isObject(target[key!])) return target;
  return { ...target, [key!]: writePath(inner, rest, value) };
}

/** The places a setting may be stored, in the order this generation reads them. */
export function addressesOf(setting: PropSetting, generation: Generation): string[] {
  const own = setting.oldKey ? (generation === 'old' ? [setting.oldKey, setting.key] : [setting.key, setting.oldKey]) : [setting.key];
  return [...own, ...(setting.aliases ?? [])];
}

/** Where a setting's value is in this field: the first place holding one, else undefined. */
export function storedAddress(field: object, setting: PropSetting, generation: Generation): string | undefined {
  return addressesOf(setting, generation).find((address) => hasAt(field, address));
}

export function readSetting(field: object, setting: PropSetting, generation: Generation): unknown {
  const address = storedAddress(field, setting, generation);
  return address === undefined ? undefined : readAt(field, address);
}

/**
 * Writes a setting where the field already keeps it; a field without it gets it under the
 * generation's spelling (`show-word-limit` in an old definition, `showWordLimit` in a new one).
 */
export function writeSetting<T extends object>(field: T, setting: PropSetting, value: unknown, generation: Generation): T {
  const address = storedAddress(field, setting, generation) ?? (generation === 'old' && setting.oldKey ? setting.oldKey : setting.key);
  return writeAt(field, address, value);
}

/** `show-word-limit` → `showWordLimit` (the compiler's normalisation of Element props). */
const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The names a kind's `props` / `configKeys` lists use for an address: a prop by its camelCase name
 * (its first segment), `slot.<key>` and `config.<key>` as they are.
 */
export function contractName(address: string): string {
  const [first, second] = address.split('.');
  if (first === 'slot' || first === 'config') return `${first}.${second}`;
  return camelCase(first!);
}
