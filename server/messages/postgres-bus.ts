import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { newId } from '../db/ids';
import type { BusEvent, BusListener, MessageBus } from './bus';
import { consoleLog, detached } from '../detached';

/** NOTIFY payloads must stay under 8000 bytes; larger events travel through the `bus_event` table. */
const maxPayloadBytes = 7900;
const keepStoredEventsMs = 5 * 60_000;
const reconnectDelaysMs = [500, 1000, 2000, 5000, 10_000, 30_000];

type Wire = { origin: string; event: BusEvent } | { origin: string; ref: string };

/**
 * The bus across server processes on one PostgreSQL: NOTIFY through the shared pool, LISTEN on a
 * dedicated connection (a pooled one could not hold the subscription). The channel is named after
 * the schema, so processes of different schemas (tests) do not hear each other.
 *
 * A notification is lost while the listening connection is down; it reconnects with backoff. Chat
 * and notices are stored first, so a lost push only delays what the client sees until it reloads.
 */
export class PostgresBus implements MessageBus {
  readonly replicaId = randomUUID();
  private readonly listeners = new Set<BusListener>();
  private client: pg.Client | undefined;
  private channel = '';
  private closed = false;
  private failures = 0;
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly url: string,
  ) {}

  async start(): Promise<void> {
    const [row] = await this.db.query<{ schema: string }>('select current_schema() as schema');
    this.channel = `msgbus_${row?.schema ?? 'public'}`.slice(0, 63);
    await this.listen();
    this.purgeTimer = setInterval(() => detached(this.purge(), consoleLog, 'bus purge failed'), 60_000);
    this.purgeTimer.unref();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => void this.receive(message.payload ?? '').catch(() => undefined));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen "${this.channel.replace(/"/g, '""')}"`);
    this.client = client;
    this.failures = 0;
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    const retry = () => {
      if (this.closed) return;
      this.listen().catch(() => {
        const delay = reconnectDelaysMs[Math.min(this.failures++, reconnectDelaysMs.length - 1)]!;
        setTimeout(retry, delay).unref();
      });
    };
    setTimeout(retry, reconnectDelaysMs[0]).unref();
  }

  async publish(event: BusEvent): Promise<void> {
    if (this.closed) return;
    let text = JSON.stringify({ origin: this.replicaId, event } satisfies Wire);
    if (Buffer.byteLength(text) > maxPayloadBytes) {
      const id = newId();
      await this.db.query('insert into bus_event (id, payload) values ($1, $2)', [id, JSON.stringify(event)]);
      text = JSON.stringify({ origin: this.replicaId, ref: id } satisfies Wire);
    }
    await this.db.query('select pg_notify($1, $2)', [this.channel, text]);
  }

  private async receive(payload: string): Promise<void> {
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    if (wire.origin === this.replicaId) return;
    let event: BusEvent;
    if ('ref' in wire) {
      const [row] = await this.db.query<{ payload: string }>('select payload from bus_event where id = $1', [wire.ref]);
      if (!row) return;
      event = JSON.parse(row.payload) as BusEvent;
    } else event = wire.event;
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async purge(): Promise<void> {
    await this.db
      .query(`delete from bus_event where created_at < now() - make_interval(secs => $1)`, [keepStoredEventsMs / 1000])
      .catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.purgeTimer);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }
}
