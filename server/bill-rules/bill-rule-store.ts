/** Reading and writing serial-number rules (table bill_rule of migration 0003). */
import {
  billCategoryDictionary,
  billRuleExample,
  billRuleMessages as text,
  type BillRuleInfo,
  type BillRuleInput,
  type BillRuleList,
  type BillRuleListItem,
  type BillRuleQuery,
} from '../../api/bill-rule';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { pageOf } from '../db/paging';
import { uniqueViolation } from '../db/unique-violation';
import { badRequest, notFound } from '../http/api-error';
import { likePattern } from '../db/like-pattern';

const sortColumns: Record<string, string> = {
  creatorTime: 'b.creator_time',
  sortCode: 'b.sort_code',
  fullName: 'b.full_name',
  enCode: 'b.en_code',
  lastModifyTime: 'b.last_modify_time',
};

export const defaultListPageSize = 20;

/**
 * One page of rules: keyword on name and code, a category, enabled only for the picker; newest first
 * unless told. Rows carry what JNPF's list reads: `category` as the category's name (its id in
 * `categoryId`) and `creatorUser` as `realName/account`.
 */
export async function listRules(db: Queryable, query: BillRuleQuery, options: { enabledOnly?: boolean } = {}): Promise<BillRuleList> {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? defaultListPageSize;
  const column = sortColumns[query.sidx || 'creatorTime'] ?? sortColumns.creatorTime;
  const direction = query.sort === 'asc' ? 'asc' : 'desc';
  return pageOf<BillRuleListItem>(
    db,
    {
      select: `select b.id, b.full_name as "fullName", b.en_code as "enCode", coalesce(d.full_name, '') as category, b.category as "categoryId",
            b.prefix, b.date_format as "dateFormat", b.digit::int as digit, b.start_number as "startNumber", b.output_number as "outputNumber",
            b.enabled_mark::int as "enabledMark", b.sort_code::int as "sortCode",
            extract(epoch from b.creator_time)::float8 * 1000 as "creatorTime",
            extract(epoch from b.last_modify_time)::float8 * 1000 as "lastModifyTime",
            case when u.id is null then '' else u.real_name || '/' || u.account end as "creatorUser"`,
      from: `from bill_rule b left join dictionary_data d on d.id = b.category left join users u on u.id = b.creator_user_id
      where ($1::text is null or b.full_name ilike $1 or b.en_code ilike $1)
        and ($2::text is null or b.category = $2)
        and ($3::boolean is not true or b.enabled_mark = 1)`,
      params: [likePattern(query.keyword), query.categoryId || null, options.enabledOnly ?? false],
      orderBy: `order by ${column} ${direction} nulls last, b.id ${direction}`,
    },
    { currentPage, pageSize },
  );
}

export async function getRule(db: Queryable, id: string): Promise<BillRuleInfo> {
  const rule = await queryOne<BillRuleInfo>(
    db,
    `select id, full_name as "fullName", en_code as "enCode", category, prefix, date_format as "dateFormat", digit::text as digit,
            start_number as "startNumber", example, sort_code::int as "sortCode", enabled_mark::int as "enabledMark", description
       from bill_rule where id = $1`,
    [id],
  );
  if (!rule) throw notFound(text.notFound);
  return rule;
}

/** The category must be an entry of the businessType dictionary. */
async function checkCategory(db: Queryable, category: string): Promise<void> {
  const found = await queryOne(
    db,
    `select 1 from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id where d.id = $1 and t.en_code = $2`,
    [category, billCategoryDictionary],
  );
  if (!found) throw badRequest(text.categoryNotFound);
}

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index !== undefined) throw badRequest(index === 'bill_rule_full_name' ? text.nameTaken : text.codeTaken);
    throw error;
  }
}

const valuesOf = (input: BillRuleInput, now: Date) => {
  const digit = Number(input.digit);
  return [
    input.fullName,
    input.enCode,
    input.category,
    input.prefix,
    input.dateFormat,
    digit,
    input.startNumber,
    billRuleExample({ ...input, digit }, now),
    input.sortCode ?? 0,
    input.enabledMark ?? 1,
    input.description || null,
  ];
};

export async function createRule(db: Queryable, input: BillRuleInput, userId: string, now: Date): Promise<string> {
  await checkCategory(db, input.category);
  const id = newId();
  await unique(() =>
    db.query(
      `insert into bill_rule (id, full_name, en_code, category, prefix, date_format, digit, start_number, example, sort_code, enabled_mark,
                              description, creator_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, ...valuesOf(input, now), userId],
    ),
  );
  return id;
}

/** Updates a rule; a new prefix, date format, digit count or start number restarts its counter. */
export async function updateRule(db: Queryable, id: string, input: BillRuleInput, userId: string, now: Date): Promise<void> {
  await checkCategory(db, input.category);
  const rows = await unique(() =>
    db.query(
      `update bill_rule set
              this_number = case when (prefix, date_format, digit, start_number) = ($5, $6, $7, $8) then this_number else 0 end,
              last_date_part = case when (prefix, date_format, digit, start_number) = ($5, $6, $7, $8) then last_date_part end,
              full_name = $2, en_code = $3, category = $4, prefix = $5, date_format = $6, digit = $7, start_number = $8, example = $9,
              sort_code = $10, enabled_mark = $11, description = $12, last_modify_time = now(), last_modify_user_id = $13
        where id = $1 returning id`,
      [id, ...valuesOf(input, now), userId],
    ),
  );
  if (!rows.length) throw notFound(text.notFound);
}

export async function deleteRule(db: Queryable, id: string): Promise<void> {
  const rows = await db.query('delete from bill_rule where id = $1 returning id', [id]);
  if (!rows.length) throw notFound(text.notFound);
}

export async function toggleRuleState(db: Queryable, id: string, userId: string): Promise<0 | 1> {
  const row = await queryOne<{ enabledMark: 0 | 1 }>(
    db,
    `update bill_rule set enabled_mark = 1 - enabled_mark, last_modify_time = now(), last_modify_user_id = $2
      where id = $1 returning enabled_mark::int as "enabledMark"`,
    [id, userId],
  );
  if (!row) throw notFound(text.notFound);
  return row.enabledMark;
}
