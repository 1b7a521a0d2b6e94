import type { Queryable } from '../db/database';
import { consoleLog, detached } from '../detached';

const heartbeatMs = 30_000;
/** A process that has not refreshed its row for this long is taken for dead. */
const staleSeconds = 90;
/** Rows of dead processes are deleted after this long. */
const purgeSeconds = 3600;

/**
 * Who is online across every server process: a row per process, refreshed every 30 s, and a row per
 * user connected to it. With one process (PGlite) it is the same table with one replica.
 */
export class Presence {
  private timer: NodeJS.Timeout | undefined;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Queryable,
    private readonly replicaId: string,
  ) {}

  async start(): Promise<void> {
    await this.heartbeat();
    this.timer = setInterval(() => void this.heartbeat().catch(() => undefined), heartbeatMs);
    this.timer.unref();
  }

  private async heartbeat(): Promise<void> {
    await this.db.query(`insert into socket_replica (id) values ($1) on conflict (id) do update set heartbeat_at = now()`, [
      this.replicaId,
    ]);
    await this.db.query(`delete from socket_replica where heartbeat_at < now() - make_interval(secs => $1)`, [purgeSeconds]);
  }

  /**
   * Records that the user is (no longer) connected here. Writes for one user run in order, so a
   * quick connect and disconnect cannot leave the user online.
   */
  set(userId: string, online: boolean): Promise<void> {
    const sql = online
      ? `insert into socket_presence (replica_id, user_id) values ($1, $2) on conflict do nothing`
      : `delete from socket_presence where replica_id = $1 and user_id = $2`;
    const previous = this.pending.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => this.db.query(sql, [this.replicaId, userId]))
      .then(
        () => undefined,
        () => undefined,
      );
    this.pending.set(userId, next);
    detached(
      next.then(() => {
        if (this.pending.get(userId) === next) this.pending.delete(userId);
      }),
      consoleLog,
      'presence bookkeeping failed',
    );
    return next;
  }

  /** True when the user is connected to any live process. */
  async isOnline(userId: string): Promise<boolean> {
    await this.pending.get(userId);
    const rows = await this.db.query(
      `select 1 from socket_presence p join socket_replica r on r.id = p.replica_id
        where p.user_id = $1 and r.heartbeat_at > now() - make_interval(secs => $2) limit 1`,
      [userId, staleSeconds],
    );
    return rows.length > 0;
  }

  async onlineUsers(): Promise<string[]> {
    const rows = await this.db.query<{ user_id: string }>(
      `select distinct p.user_id from socket_presence p join socket_replica r on r.id = p.replica_id
        where r.heartbeat_at > now() - make_interval(secs => $1)`,
      [staleSeconds],
    );
    return rows.map((row) => row.user_id);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.pending.values());
    await this.db.query(`delete from socket_replica where id = $1`, [this.replicaId]);
  }
}
