/**
 * `ImportData`: every row read and checked as the create call checks a body; the rows that pass are
 * stored in one transaction. A row the store refuses (a duplicate account, a hook's refusal) is rolled
 * back to its savepoint and reported with the others; anything unexpected rolls the whole import back,
 * so no row of the request stays stored.
 */
import type { FastifyBaseLogger } from 'fastify';
import { importMaxRows, importMessages, type ImportFailedRow, type ImportResult, type ImportRow } from '../../api/imports';
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/database';
import { ApiError, badRequest } from '../http/api-error';
import type { ImportSession } from './import-model';
import { LabelLookup } from './label-lookup';
import { rowValues } from './row-values';
import { headerOf } from './sheet-layout';

interface Failure {
  index: number;
  reason: string;
}

/** Raised inside the transaction when a row fails unexpectedly: the transaction is rolled back. */
class RowFailure extends Error {
  constructor(
    readonly index: number,
    readonly reason: unknown,
  ) {
    super(`import row ${index + 1} failed`);
  }
}

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

export async function runImport(
  db: Database,
  session: ImportSession,
  list: readonly ImportRow[],
  caller: SessionUser,
  log: FastifyBaseLogger,
): Promise<ImportResult> {
  if (!list.length) throw badRequest(importMessages.emptyData);
  if (list.length > importMaxRows) throw badRequest(importMessages.tooManyRows);
  const { columns } = session;
  const lookup = await LabelLookup.load(db, columns, list);
  const failures: Failure[] = [];
  const checked: { index: number; values: Record<string, unknown> }[] = [];
  for (const [index, row] of list.entries()) {
    const { values, errors } = rowValues(columns, row && typeof row === 'object' ? row : {}, lookup);
    if (errors.length) {
      failures.push({ index, reason: errors.join('；') });
      continue;
    }
    try {
      checked.push({ index, values: await session.check(values) });
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === undefined) throw error;
      failures.push({ index, reason });
    }
  }

  let ids: string[] = [];
  if (checked.length) {
    try {
      ids = await db.transaction(async (tx) => {
        const stored: string[] = [];
        for (const { index, values } of checked) {
          await tx.query('savepoint import_row');
          try {
            stored.push(await session.store(tx, values, caller));
            await tx.query('release savepoint import_row');
          } catch (error) {
            const reason = reasonOf(error);
            if (reason === undefined) throw new RowFailure(index, error);
            await tx.query('rollback to savepoint import_row');
            failures.push({ index, reason });
          }
        }
        return stored;
      });
    } catch (error) {
      if (!(error instanceof RowFailure)) throw error;
      log.error({ err: error.reason }, 'import rolled back');
      throw badRequest(importMessages.rolledBack(error.index + 1));
    }
    await session.afterCommit?.(ids);
  }
  failures.sort((a, b) => a.index - b.index);
  const failResult: ImportFailedRow[] = failures.map(({ index, reason }) => ({ ...list[index], errorsInfo: reason }));
  return { resultType: failures.length ? 1 : 0, snum: ids.length, fnum: failures.length, failResult, headerRow: columns.map(headerOf) };
}
