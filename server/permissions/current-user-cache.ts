import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SysConfig } from '../sysconfig/defaults';

export interface CachedAnswer {
  sysConfig: SysConfig;
  json: string;
  gzip: Buffer;
  builtAt: number;
}

interface Slot {
  userId: string;
  answer?: CachedAnswer;
  /** The build in progress: requests arriving meanwhile share it instead of building again. */
  building?: Promise<CachedAnswer>;
}

const answerLifetimeMs = 10_000;

/** The `CurrentUser` answer as the route sends it: the envelope as JSON, and gzip-compressed. */
export function currentUserAnswer(data: unknown, sysConfig: SysConfig): CachedAnswer {
  const json = JSON.stringify({ code: 200, msg: '操作成功', data });
  return { sysConfig, json, gzip: gzipSync(json), builtAt: Date.now() };
}

/** Sends a `CurrentUser` answer: its gzip copy to a client that accepts gzip, else the JSON. */
export function sendCurrentUserAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}
const slotLimit = 5_000;

/**
 * The finished `CurrentUser` answer (about 65 KB for the administrator, a dozen queries to build),
 * kept per session for ten seconds, as JSON and gzip. It is built anew when the system configuration
 * object changes, when the user's own data changes (`forgetUser`), and for every new sign-in (a new
 * session). Grants edited on another replica show within ten seconds.
 */
export class CurrentUserCache {
  private readonly slots = new Map<string, Slot>();

  get(tokenHash: string, userId: string, sysConfig: SysConfig, build: () => Promise<unknown>): Promise<CachedAnswer> {
    let slot = this.slots.get(tokenHash);
    const answer = slot?.answer;
    if (answer && answer.sysConfig === sysConfig && Date.now() - answer.builtAt < answerLifetimeMs) return Promise.resolve(answer);
    if (slot?.building) return slot.building;
    if (!slot) {
      if (this.slots.size >= slotLimit) this.slots.clear();
      slot = { userId };
      this.slots.set(tokenHash, slot);
    }
    const target = slot;
    const building = build().then((data) => currentUserAnswer(data, sysConfig));
    target.building = building;
    building.then(
      (fresh) => {
        if (target.building === building) Object.assign(target, { answer: fresh, building: undefined });
      },
      () => {
        if (target.building === building) target.building = undefined;
      },
    );
    return building;
  }

  forgetUser(userId: string): void {
    for (const [tokenHash, slot] of this.slots) if (slot.userId === userId) this.slots.delete(tokenHash);
  }

  clear(): void {
    this.slots.clear();
  }
}
