/**
 * What a picker field stores (reference 2.4): organisations and areas keep the path of ids from the
 * top down (`multiple`: a list of paths); departments, positions and groups keep ids. A built-in
 * dialog whose schema holds one id sets `valueShape: 'id'` and gets the chosen node's own id.
 */
import { parsedArrayText, storedIds } from '../stored-ids';

export type ValueShape = 'path' | 'id';

/** One stored entry: a path of ids, or an id. */
export type Entry = string[] | string;

/** The entries of a stored value, whatever the generation wrote (arrays, JSON text, comma text). */
export function entriesOf(value: unknown, shape: ValueShape): Entry[] {
  const raw = parsedArrayText(value);
  if (raw === undefined || raw === null || raw === '') return [];
  if (shape === 'id') return storedIds(raw);
  if (!Array.isArray(raw)) return [[String(raw)]];
  if (raw.length === 0) return [];
  // A list of paths, or one path.
  if (Array.isArray(raw[0])) return (raw as unknown[][]).map((path) => path.map(String)).filter((path) => path.length > 0);
  return [raw.map(String)];
}

/** The value to store for these entries. */
export function valueOf(entries: Entry[], shape: ValueShape, multiple: boolean): unknown {
  if (multiple) return entries;
  if (entries.length === 0) return shape === 'id' ? undefined : [];
  return entries[0];
}

export const entryKey = (entry: Entry) => (Array.isArray(entry) ? entry.join(',') : entry);

/** Every id the entries name, once each (what labels are asked for). */
export const idsOf = (entries: Entry[]) => [...new Set(entries.flatMap((entry) => (Array.isArray(entry) ? entry : [entry])))];

/** The text of an entry: a path's names joined with '/', an id's name; unknown ids as they are. */
export function entryLabel(entry: Entry, labels: Record<string, string> | undefined): string {
  const name = (id: string) => labels?.[id] ?? id;
  return Array.isArray(entry) ? entry.map(name).join('/') : name(entry);
}
