/**
 * The relation kinds' calls on the screens (engine/data-source.ts `RelationServices`, spec 002 section
 * 7.3): a page of another form's records for the picker dialog, and the stored ids shown again (a list
 * page's cells, a read form) asked together: every field that wants the text of the same form's records
 * within one tick is answered by one `FieldDataSelect` call with `ids` (500 ids a call). Records and
 * texts are kept for the life of the source (the screen that made it); a failed call is not kept.
 */
import type { OnlineClient } from '../../api/online-client';
import { abortError, type RecordPage, type RelationRequest, type RelationServices } from '../../engine/data-source';

type Row = Record<string, unknown>;

/** Ids per `FieldDataSelect` call (the server takes at most 500). */
const IDS_PER_CALL = 500;

function abortable<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(abortError());
    signal.addEventListener('abort', cancel, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

function recordOf(id: string, data: string): Row {
  try {
    const value = JSON.parse(data || '{}') as unknown;
    return { ...(value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {}), id };
  } catch {
    return { id };
  }
}

export function createRelationServices(
  client: Pick<OnlineClient, 'fieldDataSelect' | 'dataChange'>,
  open?: RelationServices['open'],
): RelationServices {
  /** Rows by id per form and asked fields; null marks an id the server does not answer (gone). */
  const known = new Map<string, Map<string, Row | null>>();
  const queued = new Map<string, { ids: Set<string>; done: Promise<void> }>();
  const records = new Map<string, Promise<Row | undefined>>();

  const lookUp = (modelId: string, request: RelationRequest, ids: string[]): Promise<Map<string, Row | null>> => {
    const columnOptions = request.columnOptions.join(',');
    const key = JSON.stringify([modelId, request.relationField, columnOptions]);
    const rows = known.get(key) ?? new Map<string, Row | null>();
    known.set(key, rows);
    const missing = ids.filter((id) => !rows.has(id));
    if (!missing.length) return Promise.resolve(rows);
    let batch = queued.get(key);
    if (!batch) {
      const wanted = new Set<string>();
      // One macrotask: the effects of every cell mounted in this render have asked by then.
      const done = new Promise((resolve) => setTimeout(resolve, 0)).then(async () => {
        queued.delete(key);
        const all = [...wanted];
        for (let at = 0; at < all.length; at += IDS_PER_CALL) {
          const chunk = all.slice(at, at + IDS_PER_CALL);
          const page = await client.fieldDataSelect(modelId, {
            currentPage: 1,
            pageSize: chunk.length,
            relationField: request.relationField,
            columnOptions,
            ids: chunk.join(','),
          });
          for (const id of chunk) rows.set(id, null);
          for (const row of page.list) rows.set(String(row.id), row);
        }
      });
      batch = { ids: wanted, done };
      queued.set(key, batch);
    }
    for (const id of missing) batch.ids.add(id);
    return batch.done.then(() => rows);
  };

  return {
    page: (modelId, request, signal): Promise<RecordPage> => {
      const { ids } = request;
      if (ids) {
        const found = lookUp(modelId, request, ids).then((rows) => {
          const list = ids.flatMap((id): Row[] => {
            const row = rows.get(id);
            return row ? [row] : [];
          });
          return { list, total: list.length };
        });
        return abortable(found, signal);
      }
      const query = {
        keyword: request.keyword,
        currentPage: request.currentPage,
        pageSize: request.pageSize,
        relationField: request.relationField,
        columnOptions: request.columnOptions.join(','),
      };
      return client.fieldDataSelect(modelId, query, signal).then((page) => ({ list: page.list, total: page.pagination.total }));
    },
    record: (modelId, id, signal) => {
      const key = `${modelId}\n${id}`;
      let found = records.get(key);
      if (!found) {
        found = client.dataChange(modelId, id).then(
          (record) => recordOf(record.id, record.data),
          () => {
            // Gone, or not answered now: the next asker tries again.
            records.delete(key);
            return undefined;
          },
        );
        records.set(key, found);
      }
      return abortable(found, signal);
    },
    ...(open ? { open } : {}),
  };
}
