/**
 * The rows behind stored popup values, kept per owner (a form's controller while the form lives, or the
 * data source for list cells): rows chosen in the picker are remembered at once, and the others are asked
 * with `byIds`, the ids every field wants within one tick in one call per interface and parameters. The
 * popupAttr fields read the same rows, so one call serves a popupSelect and its attributes. A failed call
 * is not kept: the next reader asks again.
 */
import type { DataInterfaceParam, PopupServices } from '../../../engine/data-source';

export type PopupRow = Record<string, unknown>;

/** What identifies the rows: the interface, the field stored, the one shown and the parameters. */
export interface RowSource {
  interfaceId: string;
  propsValue: string;
  relationField: string;
  paramList: DataInterfaceParam[];
}

interface Batch {
  source: RowSource;
  ids: Set<string>;
  done: Promise<void>;
}

interface Rows {
  /** By id; null: the interface does not have it. */
  known: Map<string, PopupRow | null>;
  pending: Map<string, Promise<void>>;
  batches: Map<string, Batch>;
}

const owners = new WeakMap<object, Map<string, Rows>>();

/** Rows are the interface's, whatever the parameters: a row chosen under some parameters is the same row. */
function rowsOf(owner: object, source: Pick<RowSource, 'interfaceId' | 'propsValue'>): Rows {
  let byKey = owners.get(owner);
  if (!byKey) owners.set(owner, (byKey = new Map()));
  const key = `${source.interfaceId}\u001f${source.propsValue}`;
  let rows = byKey.get(key);
  if (!rows) byKey.set(key, (rows = { known: new Map(), pending: new Map(), batches: new Map() }));
  return rows;
}

/** Keeps chosen rows, so their text shows without a call. */
export function rememberRows(owner: object, source: Pick<RowSource, 'interfaceId' | 'propsValue'>, list: readonly PopupRow[]): void {
  const rows = rowsOf(owner, source);
  for (const row of list) {
    const id = row[source.propsValue];
    if (id !== null && id !== undefined) rows.known.set(String(id), row);
  }
}

/** The row of an id: the row, null when the interface does not have it, undefined when not known yet. */
export function knownRow(owner: object, source: Pick<RowSource, 'interfaceId' | 'propsValue'>, id: string): PopupRow | null | undefined {
  return rowsOf(owner, source).known.get(id);
}

/** Loads the rows of ids not known yet (batched per tick); resolves when they are known. */
export function loadRows(owner: object, services: PopupServices, source: RowSource, ids: readonly string[]): Promise<void> {
  const rows = rowsOf(owner, source);
  const waits: Promise<void>[] = [];
  for (const id of ids) {
    if (rows.known.has(id)) continue;
    const pending = rows.pending.get(id);
    if (pending) {
      waits.push(pending);
      continue;
    }
    const batch = batchOf(rows, services, source);
    batch.ids.add(id);
    rows.pending.set(id, batch.done);
    waits.push(batch.done);
  }
  return Promise.all(waits).then(() => undefined);
}

function batchOf(rows: Rows, services: PopupServices, source: RowSource): Batch {
  const key = JSON.stringify([source.relationField, source.paramList]);
  const open = rows.batches.get(key);
  if (open) return open;
  const ids = new Set<string>();
  const done = Promise.resolve().then(async () => {
    rows.batches.delete(key);
    const asked = [...ids];
    try {
      const answer = await services.byIds({ ...source, ids: asked });
      const found = new Map(answer.map((row) => [String(row[source.propsValue]), row]));
      for (const id of asked) rows.known.set(id, found.get(id) ?? null);
    } finally {
      for (const id of asked) rows.pending.delete(id);
    }
  });
  const batch = { source, ids, done };
  rows.batches.set(key, batch);
  return batch;
}
