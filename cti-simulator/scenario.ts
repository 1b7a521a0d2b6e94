/**
 * A scenario file (JSON) sets the simulator up: who may authenticate, which extensions have a phone
 * (each on its own HTTP port, the address the softphone's "extension IP" names), how outbound calls
 * go, and inbound calls to place on a schedule. Every field is optional; `scenarios/demo.json` is
 * what `npm start` uses.
 */
import { readFileSync } from 'node:fs';
import type { OutboundRule } from './call-centre';

export interface ScheduledInbound {
  /** First call this many ms after the start. */
  afterMs: number;
  /** Then again every this many ms (only while an agent of the queue is ready). */
  everyMs?: number;
  /** Callers taken in turn. */
  callers: string[];
  queue?: string;
}

export interface Scenario {
  /** `open`: any username and password; otherwise the accounts that may authenticate. */
  auth: 'open' | { username: string; password: string }[];
  hotline: string;
  /** Extensions with a simulated phone, each listening on `phonePortBase + index`. */
  extensions: string[];
  /** 0: the port after the simulator's own (the port of `ws`, +1, +2 ...). */
  phonePortBase: number;
  outbound: OutboundRule;
  inbound: ScheduledInbound[];
}

export const defaultScenario: Scenario = {
  auth: 'open',
  hotline: '96123',
  extensions: [],
  phonePortBase: 0,
  outbound: { mode: 'answer', delayMs: 1500 },
  inbound: [],
};

function fail(message: string): never {
  throw new Error(`scenario: ${message}`);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Checks a parsed scenario and fills in the defaults. */
export function readScenario(value: unknown): Scenario {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('expected a JSON object');
  const input = value as Record<string, unknown>;
  const scenario: Scenario = { ...defaultScenario, outbound: { ...defaultScenario.outbound } };
  if (input.auth !== undefined) {
    if (input.auth === 'open') scenario.auth = 'open';
    else if (Array.isArray(input.auth) && input.auth.every((a) => isText(a?.username) && isText(a?.password))) {
      scenario.auth = input.auth as Scenario['auth'];
    } else fail('auth: "open" or a list of {username, password}');
  }
  if (input.hotline !== undefined) scenario.hotline = isText(input.hotline) ? input.hotline : fail('hotline: text');
  if (input.extensions !== undefined) {
    if (!Array.isArray(input.extensions) || !input.extensions.every((e) => isText(e) && /^\d{2,10}$/.test(e)))
      fail('extensions: a list of numbers as text');
    scenario.extensions = input.extensions as string[];
  }
  if (input.phonePortBase !== undefined) {
    const port = input.phonePortBase;
    scenario.phonePortBase =
      Number.isInteger(port) && (port as number) >= 0 && (port as number) < 65536 ? (port as number) : fail('phonePortBase: a port');
  }
  if (input.outbound !== undefined) {
    const rule = input.outbound as Record<string, unknown>;
    if ((rule?.mode !== 'answer' && rule?.mode !== 'abandon') || !Number.isInteger(rule.delayMs) || (rule.delayMs as number) < 0) {
      fail('outbound: {mode: "answer" | "abandon", delayMs}');
    }
    scenario.outbound = { mode: rule.mode, delayMs: rule.delayMs as number };
  }
  if (input.inbound !== undefined) {
    if (!Array.isArray(input.inbound)) fail('inbound: a list');
    scenario.inbound = input.inbound.map((entry: Record<string, unknown>, index) => {
      const ok =
        Number.isInteger(entry?.afterMs) &&
        (entry.everyMs === undefined || (Number.isInteger(entry.everyMs) && (entry.everyMs as number) >= 1000)) &&
        Array.isArray(entry.callers) &&
        entry.callers.length > 0 &&
        entry.callers.every(isText) &&
        (entry.queue === undefined || isText(entry.queue));
      if (!ok) fail(`inbound[${index}]: {afterMs, everyMs? (at least 1000), callers: [...], queue?}`);
      return entry as unknown as ScheduledInbound;
    });
  }
  return scenario;
}

export function loadScenario(path: string | undefined): Scenario {
  if (!path) return { ...defaultScenario };
  return readScenario(JSON.parse(readFileSync(path, 'utf8')));
}
