/**
 * The next bill number of a rule (reference 4.11), in one transaction: the counter is advanced by a
 * single UPDATE, whose row lock makes concurrent callers wait for each other (PostgreSQL) or that runs
 * alone anyway (PGlite holds its one connection for the transaction), so every caller gets its own,
 * consecutive number. The counter restarts at 1 when today's date part (in the rule's format) differs
 * from the last number's; 'no' never restarts. The first number of a period is the start number.
 */
import { billDatePart, billRuleMessages as text, padSerial } from '../../api/bill-rule';
import { queryOne, type Database, type Queryable } from '../db/database';
import { badRequest, notFound } from '../http/api-error';

interface Advanced {
  id: string;
  prefix: string;
  digit: number;
  startNumber: string;
  thisNumber: string;
  datePart: string;
}

export function nextBillNumber(db: Database, enCode: string, now: Date): Promise<string> {
  return db.transaction((tx) => nextBillNumberIn(tx, enCode, now));
}

/** The same inside the caller's transaction: a record's number is taken, or not, with the record. */
export async function nextBillNumberIn(tx: Queryable, enCode: string, now: Date): Promise<string> {
  const [number] = await nextBillNumbersIn(tx, enCode, now, 1);
  return number!;
}

/** `count` consecutive numbers at once (a seed or an import of many records), by the same single UPDATE. */
export async function nextBillNumbersIn(tx: Queryable, enCode: string, now: Date, count: number): Promise<string[]> {
  const datePart = `(case date_format when 'yyyyMMdd' then $2::text when 'yyyyMM' then $3::text when 'yyyy' then $4::text else '' end)`;
  const row = await queryOne<Advanced>(
    tx,
    `update bill_rule set
            this_number = case when last_date_part is not distinct from ${datePart} then this_number + $5 else $5 end,
            last_date_part = ${datePart}
      where en_code = $1 and enabled_mark = 1
      returning id, prefix, digit::int as digit, start_number as "startNumber", this_number::text as "thisNumber", last_date_part as "datePart"`,
    [enCode, billDatePart('yyyyMMdd', now), billDatePart('yyyyMM', now), billDatePart('yyyy', now), count],
  );
  if (!row) {
    const exists = await queryOne(tx, 'select 1 from bill_rule where en_code = $1', [enCode]);
    throw exists ? badRequest(text.disabled(enCode)) : notFound(text.unknownCode(enCode));
  }
  const last = BigInt(row.startNumber) + BigInt(row.thisNumber) - 1n;
  const numbers = Array.from(
    { length: count },
    (_, index) => `${row.prefix}${row.datePart}${padSerial(last - BigInt(count - 1 - index), row.digit)}`,
  );
  await tx.query('update bill_rule set output_number = $2 where id = $1', [row.id, numbers.at(-1)]);
  return numbers;
}
