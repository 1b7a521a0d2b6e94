import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/** Pending bytes above which a slow client is cut off instead of queued for without bound. */
export const maxPendingBytes = 1 << 20;

/**
 * The frames waiting for one connection. Frames sent during one turn of the event loop leave
 * together, in one write, at the end of the turn: when a thousand users connect at once each is
 * told about every other one (`Online`), and a system call per frame was most of the server's
 * time (bench/results/socket.md). Until then only the (shared) strings are held, so a burst leaves
 * little for the garbage collector to promote.
 */
export class Outbox {
  private pending: string[] | undefined;
  private pendingBytes = 0;

  constructor(
    private readonly socket: WebSocket,
    /** The TCP socket under `socket`; absent under Fastify's `injectWS`, where nothing is batched. */
    private readonly raw: Duplex | undefined,
  ) {}

  push(text: string): void {
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount + this.pendingBytes > maxPendingBytes) {
      this.pending = undefined;
      this.pendingBytes = 0;
      socket.terminate();
      return;
    }
    if (!this.pending) {
      this.pending = [];
      setImmediate(() => this.flush());
    }
    this.pending.push(text);
    // Characters, about the bytes they will take; a shared broadcast string counts for every connection.
    this.pendingBytes += text.length;
  }

  /** Writes what is pending now (before a close frame, which must come after it). */
  flush(): void {
    const frames = this.pending;
    this.pending = undefined;
    this.pendingBytes = 0;
    if (!frames?.length || this.socket.readyState !== this.socket.OPEN) return;
    this.raw?.cork();
    for (const text of frames) this.socket.send(text);
    this.raw?.uncork();
  }
}
