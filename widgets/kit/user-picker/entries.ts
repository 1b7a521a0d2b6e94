/**
 * What the user and role pickers store (reference 2.4): `userSelect` and `roleSelect` keep ids
 * (`multiple`: a list); `usersSelect` keeps `<id>--<type>` entries (type user, company, department,
 * position, role or group; single mode one `<id>--user` text), or plain ids when a schema form asks
 * for them (`storeAs: 'id'`). The user pickers also store the system variable `currentUser`.
 * Stored values are read from arrays, JSON text or comma text, as every generation wrote them.
 */
import type { LabelKind, SelectorNode } from '../../../engine/data-source';
import { storedIds } from '../stored-ids';

/** The system variable of the user pickers: whoever is signed in (shown as 当前用户). */
export const CURRENT_USER = 'currentUser';

export type EntryType = 'user' | 'company' | 'department' | 'organize' | 'position' | 'role' | 'group' | 'system';

/** How an entry is stored: its id, or `<id>--<type>`. */
export type StoreAs = 'id' | 'entry';

export interface PickedEntry {
  id: string;
  type: EntryType;
  /** The stored text (also the entry's key). */
  stored: string;
}

const entryTypes: readonly EntryType[] = ['user', 'company', 'department', 'organize', 'position', 'role', 'group'];

/** The label kind whose names an entry type has (null: the system variable, named here). */
export const labelKindOf: Record<EntryType, LabelKind | null> = {
  user: 'user',
  company: 'organize',
  organize: 'organize',
  department: 'department',
  position: 'position',
  role: 'role',
  group: 'group',
  system: null,
};

/** One stored text as an entry: `<id>--<type>` when the type is known, else an id of `plain` type. */
export function parseEntry(text: string, plain: EntryType): PickedEntry {
  if (text === CURRENT_USER) return { id: CURRENT_USER, type: 'system', stored: text };
  const at = text.lastIndexOf('--');
  const type = at > 0 ? (text.slice(at + 2) as EntryType) : undefined;
  if (type && entryTypes.includes(type)) return { id: text.slice(0, at), type, stored: text };
  return { id: text, type: plain, stored: text };
}

/** The entries of a stored value; each once. */
export function storedEntries(value: unknown, plain: EntryType): PickedEntry[] {
  const seen = new Set<string>();
  return storedIds(value)
    .filter((text) => text !== '' && !seen.has(text) && !!seen.add(text))
    .map((text) => parseEntry(text, plain));
}

/** The entry for a chosen node: its type from the node (`user` when it has none). */
export function entryOfNode(node: SelectorNode, storeAs: StoreAs, fallback: EntryType = 'user'): PickedEntry {
  const type = (node.type && entryTypes.includes(node.type as EntryType) ? node.type : fallback) as EntryType;
  return { id: node.id, type, stored: storeAs === 'entry' ? `${node.id}--${type}` : node.id };
}

export const currentUserEntry = (): PickedEntry => ({ id: CURRENT_USER, type: 'system', stored: CURRENT_USER });

/** The value to store: the stored texts (`multiple`), or the first one (undefined when none). */
export function valueOfEntries(entries: readonly PickedEntry[], multiple: boolean): unknown {
  if (multiple) return entries.map((entry) => entry.stored);
  return entries[0]?.stored;
}
