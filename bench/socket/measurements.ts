/**
 * What the socket benchmark measures once the clients are connected: chat delivery between pairs
 * of clients at a steady rate, and a notice released to everyone. Times are taken in this process
 * (send call → frame handed to the receiving socket's callback), so they include the client side's
 * own event-loop delay, as a browser's would.
 */
import { performance } from 'node:perf_hooks';
import type { BenchClient, Fleet } from './client-fleet';
import { summarise, type Summary } from './stats';

export interface ChatResult {
  /** Messages per second offered (over all pairs). */
  rate: number;
  seconds: number;
  sent: number;
  delivered: number;
  /** Deliveries that reached a client other than the addressee (must stay 0). */
  misdelivered: number;
  latency: Summary;
}

export interface BroadcastResult {
  /** The release call's own answer time, ms. */
  releaseCallMs: number;
  /** Release call → the last receiver's `messagePush`, ms. */
  lastMs: number;
  latency: Summary;
  receivers: number;
  expected: number;
  duplicates: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let sequence = 0;

/**
 * Sends `rate` texts per second for `seconds`, round-robin over the pairs, alternating direction
 * (A→B, then B→A on the next round), and waits for every delivery (at most 15 s after the last send).
 */
export async function measureChat(fleet: Fleet, pairs: [BenchClient, BenchClient][], rate: number, seconds: number): Promise<ChatResult> {
  const pending = new Map<number, { at: number; to: BenchClient }>();
  const latencies: number[] = [];
  let misdelivered = 0;
  fleet.onChat = (client, frame, at) => {
    const match = typeof frame.formMessage === 'string' ? /^bench (\d+) /.exec(frame.formMessage) : null;
    const sent = match ? pending.get(Number(match[1])) : undefined;
    if (!sent) return;
    if (sent.to !== client) misdelivered++;
    latencies.push(at - sent.at);
    pending.delete(Number(match![1]));
  };
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const [a, b] = pairs[sent % pairs.length]!;
      const [from, to] = Math.floor(sent / pairs.length) % 2 ? [b, a] : [a, b];
      const seq = ++sequence;
      pending.set(seq, { at: performance.now(), to });
      from.send({ method: 'SendMessage', toUserId: to.user.userId, messageType: 'text', messageContent: `bench ${seq} 你好[微笑]` });
    }
    await sleep(2);
  }
  const deadline = performance.now() + 15_000;
  while (pending.size && performance.now() < deadline) await sleep(20);
  fleet.onChat = undefined;
  return { rate, seconds, sent: total, delivered: latencies.length, misdelivered, latency: summarise(latencies) };
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

async function call(url: string, method: string, token: string, body?: object): Promise<Envelope> {
  const response = await fetch(url, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.code} ${envelope.msg}`);
  return envelope;
}

/**
 * An administrator creates a notice for everyone (no receivers listed), then releases it; timed
 * from the release call to the last connected client's `messagePush` for it.
 */
export async function measureBroadcast(fleet: Fleet, apiUrl: string, adminToken: string, run: number): Promise<BroadcastResult> {
  const created = await call(`${apiUrl}/api/message/Notice`, 'POST', adminToken, {
    title: `压测公告 ${run}`,
    bodyText: '<p>供热管网压测，请忽略。</p>',
  });
  const id = (created.data as { id: string }).id;
  const expected = fleet.clients.filter((client) => client.socket.readyState === client.socket.OPEN).length;
  const seen = new Set<BenchClient>();
  const arrivals: number[] = [];
  let duplicates = 0;
  const started = performance.now();
  fleet.onPush = (client, frame, at) => {
    if (frame.id !== id) return;
    if (seen.has(client)) duplicates++;
    seen.add(client);
    arrivals.push(at - started);
  };
  await call(`${apiUrl}/api/message/${id}/Actions/Release`, 'PUT', adminToken);
  const releaseCallMs = performance.now() - started;
  const deadline = performance.now() + 15_000;
  while (seen.size < expected && performance.now() < deadline) await sleep(5);
  fleet.onPush = undefined;
  const latency = summarise(arrivals);
  return { releaseCallMs, lastMs: latency.max, latency, receivers: seen.size, expected, duplicates };
}
