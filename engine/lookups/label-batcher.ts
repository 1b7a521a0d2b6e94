/**
 * Labels for stored ids, asked together: every field of a form that wants names within one tick
 * (organisation paths, departments, positions, users…) is answered by one call, and names already
 * known are answered without one. A caller that aborts gets AbortError; the shared call goes on and
 * its answer is kept for the next caller. A failed call is not kept, so the next caller asks again.
 */
import { abortError, type DataSource, type LabelKind } from '../data-source';

export type LabelRequests = Partial<Record<LabelKind, string[]>>;
export type LabelAnswers = Partial<Record<LabelKind, Record<string, string>>>;

interface Waiter {
  kind: LabelKind;
  ids: string[];
  resolve: (labels: Record<string, string>) => void;
  reject: (error: unknown) => void;
}

export function batchedLabels(load: (requests: LabelRequests) => Promise<LabelAnswers>): DataSource['labels'] {
  /** Known names by kind; null marks an id the server does not know. */
  const known = new Map<LabelKind, Map<string, string | null>>();
  let queued: { requests: Map<LabelKind, Set<string>>; waiters: Waiter[] } | undefined;

  const namesOf = (kind: LabelKind, ids: string[]) => {
    const names = known.get(kind);
    const out: Record<string, string> = {};
    for (const id of ids) {
      const name = names?.get(id);
      if (typeof name === 'string') out[id] = name;
    }
    return out;
  };

  const flush = async (batch: NonNullable<typeof queued>) => {
    const requests: LabelRequests = Object.fromEntries([...batch.requests].map(([kind, ids]) => [kind, [...ids]]));
    try {
      const answers = await load(requests);
      for (const [kind, ids] of batch.requests) {
        const names = known.get(kind) ?? new Map<string, string | null>();
        known.set(kind, names);
        for (const id of ids) names.set(id, answers[kind]?.[id] ?? null);
      }
      for (const waiter of batch.waiters) waiter.resolve(namesOf(waiter.kind, waiter.ids));
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    }
  };

  return (kind, ids, signal) => {
    if (signal?.aborted) return Promise.reject(abortError());
    const missing = ids.filter((id) => !known.get(kind)?.has(id));
    if (missing.length === 0) return Promise.resolve(namesOf(kind, ids));
    if (!queued) {
      const batch = { requests: new Map<LabelKind, Set<string>>(), waiters: [] as Waiter[] };
      queued = batch;
      // One macrotask: the effects of every field mounted in this render have asked by then.
      setTimeout(() => {
        queued = undefined;
        void flush(batch);
      }, 0);
    }
    const batch = queued;
    const wanted = batch.requests.get(kind) ?? new Set<string>();
    batch.requests.set(kind, wanted);
    for (const id of missing) wanted.add(id);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { kind, ids, resolve, reject };
      batch.waiters.push(waiter);
      signal?.addEventListener(
        'abort',
        () => {
          waiter.resolve = () => undefined;
          waiter.reject = () => undefined;
          reject(abortError());
        },
        { once: true },
      );
    });
  };
}
