/**
 * The `uuid` of every OLA request (spec 002 section 9.3): a counter that wraps after 2,147,483,647 back
 * to 1, sent as 12 digits with leading zeros. Replies are matched to requests by it, and it must be
 * unique across the browser's tabs (each tab has its own socket to the same agent), so the counter lives
 * in shared storage: a tab reserves a block of numbers with one read and one write, and hands them out
 * from memory. Two tabs reserving at the same instant is the only way to share a block; a block of 100
 * keeps that to one storage round trip per 100 requests.
 */

export const UUID_MAX = 2_147_483_647;
export const UUID_DIGITS = 12;
export const UUID_STORAGE_KEY = 'jnpf_olaUuid';

/** The part of `localStorage` the source uses (a map in tests and outside the browser). */
export interface CounterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface UuidSource {
  next(): string;
}

export function formatUuid(value: number): string {
  return String(value).padStart(UUID_DIGITS, '0');
}

export function memoryCounterStorage(): CounterStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

export function createUuidSource(storage: CounterStorage = memoryCounterStorage(), blockSize = 100): UuidSource {
  let nextValue = 0;
  let lastOfBlock = -1;

  const reserve = () => {
    const stored = Number(storage.getItem(UUID_STORAGE_KEY));
    const last = Number.isInteger(stored) && stored > 0 && stored < UUID_MAX ? stored : 0;
    nextValue = last + 1;
    lastOfBlock = Math.min(last + blockSize, UUID_MAX);
    // The next reservation starts after this block, or again at 1 once the counter reached its maximum.
    storage.setItem(UUID_STORAGE_KEY, String(lastOfBlock >= UUID_MAX ? 0 : lastOfBlock));
  };

  return {
    next() {
      if (nextValue > lastOfBlock) reserve();
      return formatUuid(nextValue++);
    },
  };
}

/** `localStorage` when the page has one (a private window may refuse it), else memory. */
export function browserCounterStorage(): CounterStorage {
  try {
    if (typeof localStorage !== 'undefined') {
      localStorage.getItem(UUID_STORAGE_KEY);
      return localStorage;
    }
  } catch {
    // storage refused: fall through
  }
  return memoryCounterStorage();
}
