import type { SocketConnection } from '../socket/socket-hub';

/**
 * The chat connections of this process (those that said `OnConnection`), indexed by user so a
 * delivery to a few users does not walk every connection. Each has an id unique across replicas,
 * so "everyone but the sending tab" can be said over the bus.
 */
export class LocalConnections {
  private readonly byUser = new Map<string, Set<SocketConnection>>();
  private readonly ids = new Map<SocketConnection, string>();
  private sequence = 0;

  constructor(private readonly replicaId: string) {}

  /** Registers a connection; true when it is the user's first one on this process. */
  add(connection: SocketConnection): boolean {
    if (this.ids.has(connection)) return false;
    this.ids.set(connection, `${this.replicaId}:${++this.sequence}`);
    const userId = connection.user.userId;
    const set = this.byUser.get(userId) ?? new Set();
    set.add(connection);
    this.byUser.set(userId, set);
    return set.size === 1;
  }

  /** Forgets a connection; true when it was the user's last one on this process. */
  remove(connection: SocketConnection): boolean {
    if (!this.ids.delete(connection)) return false;
    const userId = connection.user.userId;
    const set = this.byUser.get(userId);
    set?.delete(connection);
    if (set && set.size === 0) {
      this.byUser.delete(userId);
      return true;
    }
    return false;
  }

  idOf(connection: SocketConnection): string | undefined {
    return this.ids.get(connection);
  }

  get size(): number {
    return this.ids.size;
  }

  /** Sends to the users' connections here (or all of them), skipping the one with `exceptId`. */
  send(to: readonly string[] | 'all', frame: object, exceptId?: string): void {
    const targets = to === 'all' ? this.ids.keys() : to.flatMap((userId) => [...(this.byUser.get(userId) ?? [])]);
    let text: string | undefined;
    for (const connection of targets) {
      if (exceptId && this.ids.get(connection) === exceptId) continue;
      connection.sendText((text ??= JSON.stringify(frame)));
    }
  }

  /** Every registered connection, for closing them all. */
  all(): SocketConnection[] {
    return [...this.ids.keys()];
  }
}
