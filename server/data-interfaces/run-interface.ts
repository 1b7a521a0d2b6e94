/**
 * Runs an interface with a call's parameters, as its type says, and logs the run (time, duration,
 * caller, address, device, outcome) whether it answered or failed. A disabled interface answers
 * "数据接口已禁用" to everyone but those who test interfaces (`btn_preview` of the menu).
 */
import type { FastifyRequest } from 'fastify';
import { dataInterfaceMessages as text, type DataInterfaceCallParam } from '../../api/data-interface';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { badRequest } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { recordRun } from './call-log';
import { loadInterface, type StoredInterface } from './interface-store';
import { parameterValues } from './parameter-values';
import { runHttp } from './run-http';
import { runSql } from './run-sql';
import { dataInterfaceSettings } from './settings';

/** What the interface answers for these parameters: SQL rows, the static JSON, or the HTTP answer. */
export async function runInterface(
  db: Database,
  stored: StoredInterface,
  paramList: readonly DataInterfaceCallParam[] = [],
): Promise<unknown> {
  const settings = dataInterfaceSettings();
  const values = parameterValues(stored.parameters, paramList);
  if (stored.dataType === 1) return runSql(db, stored.query, stored.parameters, values, settings);
  if (stored.dataType === 3) return runHttp(stored.query, stored.requestMethod, values, settings);
  try {
    return JSON.parse(stored.query) as unknown;
  } catch (error) {
    throw badRequest(text.staticNotJson((error as Error).message));
  }
}

export interface RunOptions {
  /** Which call runs it, as the log names it. */
  type: string;
  paramList?: readonly DataInterfaceCallParam[];
  /** The caller may run a disabled interface (testing it). */
  mayRunDisabled: boolean;
}

const outcomeOf = (data: unknown) => (Array.isArray(data) ? `${data.length} 条` : '');

/** Runs interface `id` for the request's caller and logs the run; answers the interface's data. */
export async function runLogged(ctx: AppContext, request: FastifyRequest, id: string, options: RunOptions): Promise<unknown> {
  const stored = await loadInterface(ctx.db, id);
  const time = ctx.clock();
  const started = performance.now();
  const record = (success: boolean, message: string) =>
    recordRun(ctx.db, {
      interfaceId: id,
      time,
      userId: requireUser(request.user).userId,
      ip: request.ip,
      device: String(request.headers['user-agent'] ?? ''),
      type: options.type,
      durationMs: performance.now() - started,
      success,
      message,
    }).catch((error: unknown) => request.log.warn({ err: error, interfaceId: id }, 'data interface run not logged'));
  try {
    if (stored.enabledMark !== 1 && !options.mayRunDisabled) throw badRequest(text.disabled);
    const data = await runInterface(ctx.db, stored, options.paramList);
    await record(true, outcomeOf(data));
    return data;
  } catch (error) {
    await record(false, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
