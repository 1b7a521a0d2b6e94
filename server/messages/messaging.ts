import type { FastifyInstance } from 'fastify';
import type { MessagePushFrame, MessageType } from '../../api/messages';
import type { SocketConnection } from '../socket/socket-hub';
import type { RevocationReason } from '../auth/sessions';
import type { BusEvent, MessageBus } from './bus';
import { LocalConnections } from './local-connections';
import { createMessage, type NewMessage } from './message-store';
import { Presence } from './presence';
import { registerMessageSocketHandlers } from './socket-handlers';

export type Recipients = string[] | 'all';

/**
 * Live delivery of messages: this process's chat connections, presence across processes, and the
 * bus that carries deliveries and session revocations to the other processes.
 */
export class Messaging {
  readonly local: LocalConnections;
  readonly presence: Presence;
  private unsubscribe: (() => void) | undefined;
  /** True while a revocation heard on the bus is replayed here, so it is not published back. */
  private replaying = false;
  /** Set when the server closes: connections going away then are not "offline" news. */
  stopping = false;

  constructor(
    readonly app: FastifyInstance,
    readonly bus: MessageBus,
  ) {
    this.local = new LocalConnections(bus.replicaId);
    this.presence = new Presence(app.ctx.db, bus.replicaId);
  }

  async start(): Promise<void> {
    await this.bus.start();
    await this.presence.start();
    this.unsubscribe = this.bus.subscribe((event) => this.heard(event));
    this.app.ctx.sessions.events.on('revoked', this.relayRevocation);
    registerMessageSocketHandlers(this.app.socketHub, this);
  }

  /** Sends a frame to the users' connections on every process (except one connection, if named). */
  async sendToUsers(to: Recipients, frame: object, exceptConnection?: SocketConnection): Promise<void> {
    if (Array.isArray(to) && !to.length) return;
    const exceptId = exceptConnection ? this.local.idOf(exceptConnection) : undefined;
    this.local.send(to, frame, exceptId);
    await this.bus.publish({ type: 'deliver', to, frame, ...(exceptId ? { exceptConnection: exceptId } : {}) }).catch((error: unknown) => {
      this.app.log.error({ err: error }, 'message bus publish failed');
    });
  }

  /** Stores a message with a receipt per receiver and pushes `messagePush` to them. */
  async sendMessage(message: NewMessage, receivers: Recipients): Promise<string> {
    const stored = await this.app.ctx.db.transaction((tx) => createMessage(tx, message, receivers));
    await this.pushMessage({ ...stored, title: message.title, type: message.type, senderId: message.creatorUserId ?? '' });
    return stored.id;
  }

  /** Tells the receivers of a stored message that it arrived. */
  async pushMessage(message: {
    id: string;
    title: string;
    type: MessageType;
    releaseTime: number;
    senderId: string;
    receivers: Recipients;
  }): Promise<void> {
    const frame: MessagePushFrame = {
      method: 'messagePush',
      unreadNoticeCount: 1,
      userId: message.senderId,
      title: message.title,
      messageType: message.type,
      id: message.id,
      messageDefaultTime: message.releaseTime,
    };
    await this.sendToUsers(message.receivers, frame);
  }

  private heard(event: BusEvent): void {
    if (event.type === 'deliver') {
      this.local.send(event.to, event.frame, event.exceptConnection);
      return;
    }
    if (event.type === 'sysConfigChanged') {
      this.app.ctx.sysConfig.forget();
      return;
    }
    // Replayed on this process's session events: the socket hub tells and closes those sockets.
    this.replaying = true;
    try {
      this.app.ctx.sessions.events.emit('revoked', event.tokenHashes, event.reason);
    } finally {
      this.replaying = false;
    }
  }

  private readonly relayRevocation = (tokenHashes: string[], reason: RevocationReason) => {
    if (this.replaying) return;
    this.bus.publish({ type: 'revoked', tokenHashes, reason }).catch((error: unknown) => {
      this.app.log.error({ err: error }, 'message bus publish failed');
    });
  };

  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    this.app.ctx.sessions.events.off('revoked', this.relayRevocation);
    await this.presence.stop().catch(() => undefined);
    await this.bus.close();
  }
}
