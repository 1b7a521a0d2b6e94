import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { RevocationReason } from '../auth/sessions';
import type { Database } from '../db/database';

/**
 * What one server process tells the others, so a user connected to any replica is reached:
 * - `deliver`: send `frame` to the connections of these users (or of everyone), except one
 *   connection (the sender's own tab, which already shows what it sent);
 * - `revoked`: sessions were signed out or kicked; their sockets must be told and closed;
 * - `sysConfigChanged`: the system configuration was saved; the cached copy must be read again.
 */
export type BusEvent =
  | { type: 'deliver'; to: string[] | 'all'; frame: object; exceptConnection?: string }
  | { type: 'revoked'; tokenHashes: string[]; reason: RevocationReason }
  | { type: 'sysConfigChanged' };

export type BusListener = (event: BusEvent) => void;

/**
 * Publish/subscribe between the server processes sharing one database. A bus never hands a
 * process its own events back: each process delivers to its own connections directly.
 */
export interface MessageBus {
  /** Unique per process; also names this process in the presence table. */
  readonly replicaId: string;
  start(): Promise<void>;
  publish(event: BusEvent): Promise<void>;
  /** Events published by other processes; returns the unsubscribe function. */
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

/** Buses joined by one link hear each other: several app instances in one process (tests). */
export class InProcessLink {
  readonly members = new Set<InProcessBus>();
}

/** The bus of a single process (PGlite): nobody else to tell, unless buses share a link. */
export class InProcessBus implements MessageBus {
  readonly replicaId = randomUUID();
  private readonly listeners = new Set<BusListener>();

  constructor(private readonly link = new InProcessLink()) {}

  async start(): Promise<void> {
    this.link.members.add(this);
  }

  async publish(event: BusEvent): Promise<void> {
    // A copy per member, as if it had crossed a wire; handed over on a later tick like a network.
    const text = JSON.stringify(event);
    for (const member of this.link.members) {
      if (member !== this) setImmediate(() => member.emit(JSON.parse(text) as BusEvent));
    }
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: BusEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  async close(): Promise<void> {
    this.link.members.delete(this);
    this.listeners.clear();
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY when the platform runs on a PostgreSQL server (`DATABASE_URL`), so
 * several processes can serve side by side; the in-process bus otherwise. Redis pub/sub
 * (`REDIS_URL`) is not built: no Redis client is installed and PostgreSQL already carries it.
 */
export async function createBus(db: Database, config: ServerConfig): Promise<MessageBus> {
  if (db.kind === 'postgres' && config.databaseUrl) {
    const { PostgresBus } = await import('./postgres-bus');
    return new PostgresBus(db, config.databaseUrl);
  }
  return new InProcessBus();
}
