/**
 * Runs an SQL interface (type 1) on the platform's own database: one query whose `@name` parameters are
 * bound as `$n` (never spliced into the text), in a READ ONLY transaction with a statement timeout,
 * through a cursor that fetches at most the row limit plus one. A statement that writes is refused by
 * the read-only transaction (or, not being a query, before it runs) with a message, not a 500.
 *
 * PGlite runs in this process and cannot interrupt a statement (it honours no statement_timeout): a
 * statement that outlasts the timeout there is answered as timed out once it ends, its rows dropped.
 */
import { dataInterfaceMessages as text, type DataInterfaceParameter } from '../../api/data-interface';
import type { Database } from '../db/database';
import { ApiError, badRequest } from '../http/api-error';
import { sqlCasts, type ParameterValue } from './parameter-values';
import { scanSql } from './sql-statement';
import type { DataInterfaceSettings } from './settings';

/** The first words of the statements an interface may run: queries. */
const queryWords = new Set(['select', 'with', 'values', 'table']);

/** Why an interface's SQL cannot run, checked when it is saved and again when it runs; undefined when it can. */
export function sqlProblem(sql: string, declared: readonly DataInterfaceParameter[]): string | undefined {
  const scanned = scanSql(sql);
  if (scanned.dollarPlaceholder) return text.dollarParameter;
  if (scanned.severalStatements) return text.oneStatement;
  if (!queryWords.has(scanned.firstWord)) return text.writeRefused;
  const names = new Set(declared.map((parameter) => parameter.field));
  const undeclared = scanned.parameters.filter((name) => !names.has(name));
  return undeclared.length ? text.undeclared(undeclared) : undefined;
}

/** The statement with `$n::type` placeholders and the values they bind, in order. */
export function boundStatement(sql: string, values: ReadonlyMap<string, ParameterValue>): { text: string; params: unknown[] } {
  const order: string[] = [];
  const scanned = scanSql(sql, (name) => {
    if (!order.includes(name)) order.push(name);
    const value = values.get(name);
    return `$${order.indexOf(name) + 1}::${sqlCasts[value?.dataType ?? 'text']}`;
  });
  return { text: scanned.text, params: order.map((name) => values.get(name)?.sql ?? null) };
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** A driver's value as JSON can carry it: int8 as a number when exact, bytes as PostgreSQL's hex text. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : String(value);
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return value;
}

const plainRow = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)]));

/** A database error of the statement as the message a caller reads. */
function answerFor(error: unknown, settings: DataInterfaceSettings): unknown {
  if (error instanceof ApiError) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return error;
  if (code === '57014') return badRequest(text.sqlTimeout(seconds(settings.sqlTimeoutMs)));
  // 25006: a write in the read-only transaction; 0A000: a data-modifying WITH, which a cursor refuses.
  if (code === '25006' || (code === '0A000' && /data-modifying/i.test(String(message)))) return badRequest(text.writeRefused);
  return badRequest(text.sqlFailed(String(message)));
}

export async function runSql(
  db: Database,
  sql: string,
  declared: readonly DataInterfaceParameter[],
  values: ReadonlyMap<string, ParameterValue>,
  settings: DataInterfaceSettings,
): Promise<Record<string, unknown>[]> {
  const problem = sqlProblem(sql, declared);
  if (problem) throw badRequest(problem);
  const statement = boundStatement(sql, values);
  const started = performance.now();
  try {
    return await db.transaction(async (tx) => {
      await tx.query('set transaction read only');
      await tx.query(`set local statement_timeout = ${Math.trunc(settings.sqlTimeoutMs)}`);
      await tx.query(`declare data_interface_rows no scroll cursor for ${statement.text}`, statement.params);
      const rows = await tx.query<Record<string, unknown>>(`fetch forward ${settings.rowLimit + 1} from data_interface_rows`);
      if (performance.now() - started > settings.sqlTimeoutMs) throw badRequest(text.sqlTimeout(seconds(settings.sqlTimeoutMs)));
      if (rows.length > settings.rowLimit) throw badRequest(text.tooManyRows(settings.rowLimit));
      return rows.map(plainRow);
    });
  } catch (error) {
    throw answerFor(error, settings);
  }
}
