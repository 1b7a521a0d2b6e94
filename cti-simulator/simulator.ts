/**
 * The CTI simulator: a real network peer speaking the OLA v2 protocol (docs/softphone.md). One HTTP
 * server carries the socket (`/ola_socket`), `GET /agents/{ext}`, the recordings and the control calls
 * the e2e tests, the benchmark and the demo use; each simulated phone has a port of its own.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { CallCentre, SimError, type OutboundRule } from './call-centre';
import { Phones } from './phones';
import { defaultScenario, type Scenario } from './scenario';
import { SocketServer } from './socket-server';
import { recordingWav } from './wav';

export const SOCKET_PATH = '/ola_socket';

export interface SimulatorOptions {
  port?: number;
  host?: string;
  scenario?: Scenario;
}

export interface Simulator {
  port: number;
  /** `ws://host:port/ola_socket`. */
  url: string;
  /** `http://host:port`. */
  httpUrl: string;
  centre: CallCentre;
  sockets: SocketServer;
  phones: Phones;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;

function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new SimError(413, 'body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (!text) return resolve({});
      try {
        const value: unknown = JSON.parse(text);
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
        resolve(value as Record<string, unknown>);
      } catch {
        reject(new SimError(400, 'body is not a JSON object'));
      }
    });
    request.on('error', reject);
  });
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const host = options.host ?? '127.0.0.1';
  const scenario = options.scenario ?? defaultScenario;
  let sockets: SocketServer | null = null;
  const centre = new CallCentre({ emit: (event) => sockets?.publish(event), hotline: scenario.hotline, outbound: scenario.outbound });
  sockets = new SocketServer(centre, () => scenario);
  const socketServer = sockets;
  const phones = new Phones(centre, host);
  const scheduled: ReturnType<typeof setTimeout>[] = [];

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };

  const routes = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    let match: RegExpMatchArray | null;

    if (method === 'GET' && path === '/health') return json(response, 200, { status: 'ok', connections: socketServer.size });
    if (method === 'GET' && (match = path.match(/^\/agents\/(\d{2,10})$/))) {
      const ext = match[1]!;
      if (!centre.agents.has(ext)) return json(response, 404, { code: 404, text: `agent ${ext} not found` });
      return json(response, 200, { code: 200, text: 'OK', data: centre.snapshot(ext) });
    }
    if (method === 'GET' && (match = path.match(/^\/recordings\/([\w-]+\.wav)$/))) {
      const call = centre.callOfRecording(match[1]!);
      if (!call) return json(response, 404, { code: 404, text: 'recording not found' });
      response.writeHead(200, { 'content-type': 'audio/wav', 'content-disposition': `inline; filename="${match[1]}"` });
      response.end(recordingWav(call.id));
      return;
    }
    if (method === 'GET' && path === '/control/state') {
      return json(response, 200, {
        agents: [...centre.agents.keys()].map((ext) => centre.snapshot(ext)),
        calls: [...centre.calls.values()],
        waiting: Object.fromEntries(centre.waiting),
        phones: phones.list(),
        connections: socketServer.size,
        outbound: centre.outbound,
      });
    }
    if (method !== 'POST') return json(response, 404, { code: 404, text: 'not found' });
    const body = await readBody(request);

    if (path === '/control/calls') {
      const placed = centre.placeInbound(text(body.caller) ?? '', { queue: text(body.queue), ext: text(body.ext), dnis: text(body.dnis) });
      return json(response, 200, { callId: placed.call.id, ext: placed.ext, queued: placed.ext === null });
    }
    if ((match = path.match(/^\/control\/calls\/([\w-]+)\/hangup$/))) {
      centre.callerHangup(match[1]!);
      return json(response, 200, { ok: true });
    }
    if ((match = path.match(/^\/control\/agents\/(\d{2,10})\/answer$/))) {
      const call = centre.answer(match[1]!);
      return json(response, 200, { callId: call.id });
    }
    if (path === '/control/outbound') {
      const mode = body.mode;
      const delayMs = Number(body.delayMs ?? 1500);
      if ((mode !== 'answer' && mode !== 'abandon') || !Number.isInteger(delayMs) || delayMs < 0) {
        throw new SimError(400, 'expected {mode: "answer" | "abandon", delayMs, number?}');
      }
      const rule: OutboundRule = { mode, delayMs };
      const number = text(body.number);
      if (number) centre.outboundByNumber.set(number, rule);
      else centre.outbound = rule;
      return json(response, 200, { ok: true });
    }
    if ((match = path.match(/^\/control\/phones\/(\d{2,10})$/))) {
      const ext = match[1]!;
      const port = await phones.open(ext, Number(body.port ?? 0) || 0);
      const phone = centre.phone(ext);
      if (typeof body.registered === 'boolean') phone.registered = body.registered;
      if (typeof body.headset === 'boolean') phone.headset = body.headset;
      return json(response, 200, { ...phone, port });
    }
    if (path === '/control/drop') return json(response, 200, { dropped: socketServer.drop(text(body.ext)) });
    if (path === '/control/reset') {
      centre.reset();
      socketServer.closeAll();
      return json(response, 200, { ok: true });
    }
    json(response, 404, { code: 404, text: 'not found' });
  };

  const server = createServer((request, response) => {
    routes(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof SimError) return json(response, error.code, { code: error.code, text: error.message });
      console.error(error);
      json(response, 500, { code: 500, text: 'simulator error' });
    });
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://simulator').pathname !== SOCKET_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => socketServer.accept(ws));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const base = scenario.phonePortBase || port + 1;
  for (const [index, ext] of scenario.extensions.entries()) await phones.open(ext, base + index);

  // Scheduled inbound calls: placed only while an agent of the queue is ready (the demo never piles up calls).
  for (const entry of scenario.inbound) {
    let turn = 0;
    const place = () => {
      const { queue } = entry;
      const anyReady = [...centre.agents.values()].some(
        (agent) => (queue === undefined || agent.queue === queue) && agent.state === 'ready',
      );
      if (anyReady) centre.placeInbound(entry.callers[turn++ % entry.callers.length]!, { queue });
      if (entry.everyMs) scheduled.push(setTimeout(place, entry.everyMs));
    };
    scheduled.push(setTimeout(place, entry.afterMs));
  }

  const hostForUrl = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    port,
    url: `ws://${hostForUrl}:${port}${SOCKET_PATH}`,
    httpUrl: `http://${hostForUrl}:${port}`,
    centre,
    sockets: socketServer,
    phones,
    async close() {
      for (const timer of scheduled) clearTimeout(timer);
      centre.close();
      socketServer.closeAll();
      wss.close();
      await phones.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
