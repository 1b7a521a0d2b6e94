import { isIPv6 } from 'node:net';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../db/database';

/**
 * Throttling of password checks (sign-in and the lock screen), with counters in the database so that
 * every replica sees the same numbers (rate-limiter-flexible's PostgreSQL store, table `sign_in_limit`).
 *
 * Three counters, each with a number of free failures within its window; from the last free failure
 * on, every further attempt on that counter must wait 1 s, 2 s, 4 s, … (doubling, at most 15 minutes)
 * after the previous one:
 * - account and address: 5 failures in 24 h (the usual case: one client guessing one account);
 * - account, from any address: 20 failures in 24 h (guessing spread over many addresses);
 * - address, any account: 30 failures in 1 h (one client trying many accounts).
 * A successful password check clears the two account counters, not the address counter.
 *
 * An attempt is counted before its password is checked, in one atomic statement per counter, so
 * parallel attempts cannot slip past the limit: past the free failures, only one attempt per wait
 * (the one that takes the counter's "gate") goes on; the others are refused and their count returned.
 */
export interface ThrottleRule {
  /** Counter name (key prefix). */
  name: 'account_address' | 'account' | 'address';
  /** Failures allowed without waiting. */
  freeFailures: number;
  /** Seconds after the first failure over which failures are counted. */
  windowSeconds: number;
}

export const throttleRules: readonly ThrottleRule[] = [
  { name: 'account_address', freeFailures: 5, windowSeconds: 24 * 3600 },
  { name: 'account', freeFailures: 20, windowSeconds: 24 * 3600 },
  { name: 'address', freeFailures: 30, windowSeconds: 3600 },
];

/** The first wait and the longest one, in seconds. */
export const throttleDelay = { firstSeconds: 1, maxSeconds: 15 * 60 } as const;

/** Seconds to wait after the `failures`-th counted failure (`failures` ≥ the free failures). */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  const exponent = Math.min(failures - rule.freeFailures, 20);
  return Math.min(throttleDelay.firstSeconds * 2 ** exponent, throttleDelay.maxSeconds);
}

export const throttleTable = 'sign_in_limit';

export interface ThrottleSubject {
  account: string;
  ip: string;
}

export type Admission = { admitted: true; ticket: AdmissionTicket } | { admitted: false; retryAfterSeconds: number };

/** What {@link SignInThrottle.succeeded} needs to clear the counters of an admitted attempt. */
export interface AdmissionTicket {
  keys: Record<ThrottleRule['name'], string>;
}

/** The address counter key: IPv4 as is, IPv6 by its /64 network (one host usually holds a whole /64). */
export function addressKey(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class SignInThrottle {
  private readonly counters: Map<ThrottleRule['name'], RateLimiterPostgres>;
  private readonly gates: RateLimiterPostgres;

  constructor(db: Queryable) {
    // The library speaks to a `pg` pool; this adapter hands its statements to either database.
    const storeClient = {
      query: async ({ text, values }: { text: string; values?: unknown[] }) => {
        const rows = await db.query(text, values);
        return { rows, rowCount: rows.length };
      },
    };
    const common = { storeClient, storeType: 'pool', tableName: throttleTable, tableCreated: true, clearExpiredByTimeout: false };
    this.counters = new Map(
      throttleRules.map((rule) => [
        rule.name,
        new RateLimiterPostgres({ ...common, keyPrefix: `fail_${rule.name}`, points: 1_000_000, duration: rule.windowSeconds }),
      ]),
    );
    this.gates = new RateLimiterPostgres({ ...common, keyPrefix: 'gate', points: 1, duration: throttleDelay.maxSeconds });
  }

  static keysOf(subject: ThrottleSubject): AdmissionTicket['keys'] {
    const account = subject.account.trim().toLowerCase();
    const address = addressKey(subject.ip);
    return { account_address: `${account}|${address}`, account, address };
  }

  /**
   * Counts an attempt for `subject` before its password is checked. Refused while any counter
   * waits; the answer then says how many seconds remain (the longest wait of the counters).
   */
  async admit(subject: ThrottleSubject): Promise<Admission> {
    const keys = SignInThrottle.keysOf(subject);

    // Waiting already: refused without counting.
    const waits = await Promise.all(throttleRules.map(async (rule) => (await this.gates.get(gateKey(rule, keys)))?.msBeforeNext ?? 0));
    const waiting = Math.max(...waits);
    if (waiting > 0) return { admitted: false, retryAfterSeconds: Math.ceil(waiting / 1000) };

    const counted: ThrottleRule[] = [];
    let refusedMs = 0;
    for (const rule of throttleRules) {
      const failures = (await this.counter(rule).consume(keys[rule.name])).consumedPoints;
      counted.push(rule);
      if (failures < rule.freeFailures) continue;
      // Past the free failures: only the attempt that takes the gate goes on, and the gate stays
      // closed for the wait that follows this attempt.
      const gate = await takeGate(this.gates, gateKey(rule, keys), delayAfter(failures, rule));
      if (gate.taken) continue;
      refusedMs = gate.msBeforeNext;
      break;
    }
    if (refusedMs <= 0) return { admitted: true, ticket: { keys } };
    // Refused: this attempt checks no password, so it does not count.
    await Promise.all(counted.map((rule) => this.counter(rule).reward(keys[rule.name], 1)));
    return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(refusedMs / 1000)) };
  }

  /**
   * The password was right: the account's counters start again, and this attempt is taken off the
   * address counter (it was no failure; the address's earlier failures still count).
   */
  async succeeded(ticket: AdmissionTicket): Promise<void> {
    const address = throttleRules.find((rule) => rule.name === 'address')!;
    await Promise.all([
      ...(['account_address', 'account'] as const).flatMap((name) => {
        const rule = throttleRules.find((candidate) => candidate.name === name)!;
        return [this.counter(rule).delete(ticket.keys[name]), this.gates.delete(gateKey(rule, ticket.keys))];
      }),
      this.counter(address).reward(ticket.keys.address, 1),
    ]);
  }

  /** Deletes counters that ended over an hour before `now`. */
  static async purge(db: Queryable, now: Date): Promise<void> {
    await db.query(`delete from ${throttleTable} where expire < $1`, [now.getTime() - 3_600_000]);
  }

  private counter(rule: ThrottleRule): RateLimiterPostgres {
    return this.counters.get(rule.name)!;
  }
}

const gateKey = (rule: ThrottleRule, keys: AdmissionTicket['keys']) => `${rule.name}:${keys[rule.name]}`;

/** Takes the gate for `seconds` when it is open; otherwise says how long it stays closed. */
async function takeGate(
  gates: RateLimiterPostgres,
  key: string,
  seconds: number,
): Promise<{ taken: true } | { taken: false; msBeforeNext: number }> {
  try {
    await gates.consume(key, 1, { customDuration: seconds });
    return { taken: true };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { taken: false, msBeforeNext: Math.max(refusal.msBeforeNext, 1) };
    throw refusal;
  }
}
