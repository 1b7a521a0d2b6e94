/**
 * The simulator's call centre and socket logic (cti-simulator/) joined to the softphone's protocol
 * client in memory: a loopback socket pair instead of the network, so unit tests drive the real peer
 * with fake timers. `drop()` cuts the connection as the simulator's control call does.
 */
import type { WebSocket } from 'ws';
import type { OlaSocket, OlaSocketFactory } from '../../../../api/cti/ola-client';
import { CallCentre } from '../../../../cti-simulator/call-centre';
import { defaultScenario } from '../../../../cti-simulator/scenario';
import { SocketServer } from '../../../../cti-simulator/socket-server';

type Handler = (...args: unknown[]) => void;

class ServerEnd {
  readonly OPEN = 1;
  readyState = 1;
  private readonly handlers = new Map<string, Handler[]>();
  constructor(private readonly client: ClientEnd) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  send(text: string) {
    // Asynchronous like a network, in order.
    queueMicrotask(() => {
      if (this.client.readyState === 1) this.client.onmessage?.({ data: text });
    });
  }
  terminate() {
    this.readyState = 3;
    this.client.closeFromServer();
    this.emit('close');
  }
}

class ClientEnd implements OlaSocket {
  readyState = 0;
  onopen: OlaSocket['onopen'] = null;
  onmessage: OlaSocket['onmessage'] = null;
  onclose: OlaSocket['onclose'] = null;
  onerror: OlaSocket['onerror'] = null;
  server: ServerEnd | null = null;
  send(data: string) {
    const server = this.server;
    queueMicrotask(() => server?.emit('message', Buffer.from(data), false));
  }
  close() {
    this.readyState = 3;
    this.server?.terminate();
  }
  closeFromServer() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code: 1006 }));
  }
}

export function loopbackCti() {
  let sockets: SocketServer | null = null;
  const centre = new CallCentre({ emit: (event) => sockets?.publish(event), outbound: { mode: 'answer', delayMs: 1000 } });
  sockets = new SocketServer(centre, () => defaultScenario);
  const server = sockets;
  let refusing = false;
  const createSocket: OlaSocketFactory = () => {
    const client = new ClientEnd();
    queueMicrotask(() => {
      if (refusing) {
        client.closeFromServer();
        return;
      }
      const end = new ServerEnd(client);
      client.server = end;
      server.accept(end as unknown as WebSocket);
      client.readyState = 1;
      client.onopen?.({});
    });
    return client;
  };
  return {
    centre,
    sockets: server,
    createSocket,
    /** The server end cuts every connection; while `down`, new ones are refused. */
    drop(down = false) {
      refusing = down;
      server.drop();
    },
    up() {
      refusing = false;
    },
  };
}
