/**
 * The OLA v2 socket of the simulator (`/ola_socket`): one JSON object per frame, `uuid` on every
 * request, a `command/reply` with that uuid and a code for each, events to the connections subscribed
 * to their key. A connection must authenticate before anything else.
 */
import type { WebSocket } from 'ws';
import type { OlaArgs, OlaCommand, OlaReply } from '../api/cti/ola-protocol';
import { olaCommands } from '../api/cti/ola-protocol';
import { SimError, type CallCentre, type SimEvent } from './call-centre';
import type { Scenario } from './scenario';

interface Connection {
  socket: WebSocket;
  authenticated: boolean;
  username: string;
  keys: Set<string>;
  /** The extension this connection logged in (commands without `extn` act on it). */
  ext: string;
}

const channelPattern = /^ola\.(agent|caller)\.(\d{2,10})$/;

export class SocketServer {
  private readonly connections = new Set<Connection>();

  constructor(
    private readonly centre: CallCentre,
    private readonly scenario: () => Scenario,
  ) {}

  get size(): number {
    return this.connections.size;
  }

  /** Sends an event to every connection subscribed to its key. */
  publish(event: SimEvent): void {
    const text = JSON.stringify(event.frame);
    for (const connection of this.connections) {
      if (connection.keys.has(event.key) && connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
    }
  }

  /** Cuts connections without a closing handshake (the client sees 1006): all, or those of one extension. */
  drop(ext?: string): number {
    let dropped = 0;
    for (const connection of [...this.connections]) {
      if (ext && connection.ext !== ext && !connection.keys.has(`ola.agent.${ext}`)) continue;
      connection.socket.terminate();
      this.connections.delete(connection);
      dropped++;
    }
    return dropped;
  }

  closeAll(): void {
    for (const connection of this.connections) connection.socket.terminate();
    this.connections.clear();
  }

  accept(socket: WebSocket): void {
    const connection: Connection = { socket, authenticated: false, username: '', keys: new Set(), ext: '' };
    this.connections.add(connection);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      this.receive(connection, data.toString());
    });
    socket.on('close', () => this.connections.delete(connection));
    socket.on('error', () => this.connections.delete(connection));
  }

  private reply(connection: Connection, uuid: string, code: number, text: string, extra: Partial<OlaReply> = {}): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    const frame: OlaReply = { event_type: 'command/reply', uuid, code, text, ...extra };
    connection.socket.send(JSON.stringify(frame));
  }

  private receive(connection: Connection, text: string): void {
    let frame: Record<string, unknown>;
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
      frame = value as Record<string, unknown>;
    } catch {
      this.reply(connection, '', 400, 'frame is not a JSON object');
      return;
    }
    const uuid = typeof frame.uuid === 'string' ? frame.uuid : '';
    if (!uuid) {
      this.reply(connection, '', 400, 'uuid missing');
      return;
    }
    const action = frame.action;
    if (action === 'ping') return this.reply(connection, uuid, 200, 'pong');
    if (action === 'auth') return this.auth(connection, uuid, frame);
    if (!connection.authenticated) return this.reply(connection, uuid, 403, 'not authenticated');
    if (action === 'subscribe' || action === 'unsubscribe') {
      const key = typeof frame.key === 'string' ? frame.key : '';
      if (!channelPattern.test(key)) return this.reply(connection, uuid, 400, `bad key ${key}`);
      if (action === 'subscribe') connection.keys.add(key);
      else connection.keys.delete(key);
      return this.reply(connection, uuid, 200, 'OK');
    }
    if (action === 'api') return this.api(connection, uuid, frame);
    this.reply(connection, uuid, 400, `unknown action ${String(action)}`);
  }

  private auth(connection: Connection, uuid: string, frame: Record<string, unknown>): void {
    const username = typeof frame.username === 'string' ? frame.username : '';
    const password = typeof frame.password === 'string' ? frame.password : '';
    const { auth } = this.scenario();
    const ok = username !== '' && (auth === 'open' || auth.some((entry) => entry.username === username && entry.password === password));
    if (!ok) return this.reply(connection, uuid, 401, username || 'auth');
    connection.authenticated = true;
    connection.username = username;
    this.reply(connection, uuid, 200, 'OK');
  }

  private api(connection: Connection, uuid: string, frame: Record<string, unknown>): void {
    const cmd = frame.cmd as OlaCommand;
    if (!olaCommands.includes(cmd)) return this.reply(connection, uuid, 400, `unknown cmd ${String(frame.cmd)}`);
    const args = (typeof frame.args === 'object' && frame.args !== null ? frame.args : {}) as OlaArgs;
    const text = (name: string) => (typeof args[name] === 'string' || typeof args[name] === 'number' ? String(args[name]) : '');
    const ext = text('extn') || connection.ext;
    if (!ext) return this.reply(connection, uuid, 400, 'extn missing');
    try {
      this.run(connection, cmd, ext, text, args);
      this.reply(connection, uuid, 200, 'OK', { cmd, ...this.centre.snapshot(ext) });
    } catch (error) {
      if (!(error instanceof SimError)) throw error;
      this.reply(connection, uuid, error.code, error.message, { cmd, ...this.centre.snapshot(ext) });
    }
  }

  private run(connection: Connection, cmd: OlaCommand, ext: string, text: (name: string) => string, args: OlaArgs): void {
    const centre = this.centre;
    switch (cmd) {
      case 'login':
        if (!/^\d{2,10}$/.test(ext)) throw new SimError(400, `bad extn ${ext}`);
        connection.ext = ext;
        centre.login(ext, text('queue'), text('agent_id') || connection.username);
        return;
      case 'logout':
        return centre.logout(ext);
      case 'go_ready':
        return centre.goReady(ext);
      case 'go_break':
        return centre.goBreak(ext, text('reason'));
      case 'get_agent_state':
        return;
      case 'dial':
        centre.dial(ext, text('dest'));
        return;
      case 'hangup_other':
        return centre.hangupOther(ext);
      case 'hold':
        return centre.hold(ext);
      case 'unhold':
        return centre.unhold(ext);
      case 'transfer':
        return centre.transfer(ext, text('dest'));
      case 'consult':
        return centre.consult(ext, text('dest'));
      case 'unconsult':
        return centre.unconsult(ext);
      case 'monitor':
        if (args.three_way === undefined || args.three_way === false || args.three_way === 'false')
          throw new SimError(400, 'only three_way monitoring is simulated');
        return centre.threeWay(ext, text('dest'));
      case 'unmonitor':
        return centre.endThreeWay(ext);
    }
  }
}
