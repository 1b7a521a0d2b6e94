/**
 * The one store every resource definition uses: paged list with keyword, filters and sort; selector;
 * info; create, update, delete and state with the audit columns; unique indexes answered with the
 * definition's messages. Table and column names come from the definitions (code), never from requests.
 */
import type { ResourceListQuery } from '../../api/resource-client';
import type { ResourceDefinition, ResourceField } from '../../schemas/resources/define';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { pageOf, type Page, type PagedQuery, type PageRequest } from '../db/paging';
import { uniqueViolation } from '../db/unique-violation';
import { badRequest, notFound } from '../http/api-error';
import { likePattern } from '../db/like-pattern';

export type ResourceRow = Record<string, unknown>;

/** Which answer reads a field: list rows or the dialog's row (info). */
export type ResourceView = 'list' | 'info';

/** The field as a view reads it: list rows may read it otherwise (`field.list`). */
export function fieldIn(field: ResourceField, view: ResourceView): ResourceField {
  return view === 'list' && field.list ? { ...field, ...field.list } : field;
}

/** The fields a view answers, as it reads them. */
export function fieldsIn(definition: ResourceDefinition, view: ResourceView): [string, ResourceField][] {
  return Object.entries(definition.fields)
    .filter(([, field]) => (view === 'list' ? field.inList : field.inInfo) !== false)
    .map(([name, field]) => [name, fieldIn(field, view)]);
}

/** The SQL that reads a field, over the row alias `r`, as its type says (a text field answers text whatever its column). */
function expressionOf(field: ResourceField): string {
  const source = field.select ?? `r.${field.column}`;
  if (field.type === 'time') return `extract(epoch from ${source})::float8 * 1000`;
  if (field.type === 'integer') return `(${source})::int`;
  return `(${source})::text`;
}

/** The SQL of a field as list rows read it (keyword, filters, order). */
const listExpression = (definition: ResourceDefinition, name: string) => expressionOf(fieldIn(definition.fields[name]!, 'list'));

function selectClause(definition: ResourceDefinition, view: ResourceView): string {
  return `select ${fieldsIn(definition, view)
    .map(([name, field]) => `${expressionOf(field)} as "${name}"`)
    .join(', ')}`;
}

const fromClause = (definition: ResourceDefinition) => `from ${definition.table} r ${definition.joins ?? ''}`;

/**
 * The rows that are the definition's: `r.<column> = '<value>'` for a scoped definition (its scope is
 * code, never request data) and not deleted for a soft-deleting one; undefined when every row is.
 */
function scopeCondition(definition: ResourceDefinition, alias = 'r.'): string | undefined {
  const { scope, softDelete } = definition;
  const conditions = [
    ...(scope ? [`${alias}${scope.column} = '${scope.value.replace(/'/g, "''")}'`] : []),
    ...(softDelete ? [`${alias}delete_mark is null`] : []),
  ];
  return conditions.length ? conditions.join(' and ') : undefined;
}

/** The scope condition to append to a `where`: ` and …`, or nothing. */
const andScope = (definition: ResourceDefinition, alias?: string) => {
  const condition = scopeCondition(definition, alias);
  return condition ? ` and ${condition}` : '';
};

/** The body fields a write stores: the form's properties that have a column, without the id; an update leaves out the create-only ones. */
export function writableFields(definition: ResourceDefinition, forUpdate = false): [string, string][] {
  const properties = Object.keys(definition.form.schema.properties ?? {});
  return properties.flatMap((name) => {
    const field = definition.fields[name];
    return name === 'id' || !field?.column || (forUpdate && field.createOnly) ? [] : [[name, field.column] as [string, string]];
  });
}

/** One page of rows: keyword, filters, sort; with `enabledOnly`, of the enabled rows (a paged picker). */
export async function listResource(
  db: Queryable,
  definition: ResourceDefinition,
  query: ResourceListQuery,
  options: ListOptions = {},
): Promise<Page<ResourceRow>> {
  const { paged, page } = listQuery(definition, query, options);
  return pageOf<ResourceRow>(db, paged, page);
}

export interface ListOptions {
  enabledOnly?: boolean;
  /** Fields the keyword must not match: columns the caller may not see, whose matches would reveal them. */
  unsearchable?: ReadonlySet<string>;
  /** The caller's data rules as SQL over `r` with its own parameters (server/permissions/data-rules.ts). */
  rowScope?: RowScope;
}

/** A condition over the row alias `r` whose parameters are `$1`… of `params`, renumbered where it is used. */
export interface RowScope {
  sql: string;
  params: unknown[];
}

/** Appends a condition's parameters to `params`, answering the condition with its `$n` renumbered. */
export function bindCondition(condition: RowScope, params: unknown[]): string {
  const offset = params.length;
  params.push(...condition.params);
  return condition.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/** The count and page SQL `listResource` issues for a query, and the page it asks for (bench:resources issues it bare). */
export function listQuery(
  definition: ResourceDefinition,
  query: ResourceListQuery,
  options: ListOptions = {},
): { paged: PagedQuery; page: PageRequest } {
  const params: unknown[] = [];
  const scope = scopeCondition(definition);
  const where: string[] = scope ? [scope] : [];
  if (options.enabledOnly) where.push('r.enabled_mark = 1');
  if (options.rowScope) where.push(`(${bindCondition(options.rowScope, params)})`);
  const keyword = likePattern(query.keyword);
  const searched = definition.list.keyword.filter((name) => !options.unsearchable?.has(name));
  if (keyword && searched.length) {
    params.push(keyword);
    where.push(`(${searched.map((name) => `${listExpression(definition, name)} ilike $${params.length}`).join(' or ')})`);
  }
  for (const [parameter, filter] of Object.entries(definition.list.filters ?? {})) {
    const value = query[parameter];
    if (value === undefined || value === '') continue;
    params.push(value);
    where.push(
      typeof filter === 'string'
        ? `${listExpression(definition, filter)} = $${params.length}`
        : `(${filter.condition.replaceAll('{value}', `$${params.length}::text`)})`,
    );
  }
  const sortField = definition.list.sortable.includes(query.sidx ?? '') ? query.sidx! : definition.list.sortable[0]!;
  const direction = (query.sort ?? definition.list.defaultSort) === 'desc' ? 'desc' : 'asc';
  return {
    paged: {
      select: selectClause(definition, 'list'),
      from: `${fromClause(definition)} ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
      orderBy: `order by ${listExpression(definition, sortField)} ${direction} nulls last, r.id ${direction}`,
    },
    page: { currentPage: query.currentPage ?? 1, pageSize: query.pageSize ?? definition.list.pageSize },
  };
}

/** Enabled rows in their sort order, for pickers. */
export async function selectorRows(db: Queryable, definition: ResourceDefinition): Promise<ResourceRow[]> {
  return db.query<ResourceRow>(
    `${selectClause(definition, 'list')} ${fromClause(definition)} where r.enabled_mark = 1${andScope(definition)} order by r.sort_code, r.creator_time, r.id`,
  );
}

/** One row for the dialog, by id (or by the `info.alsoBy` field's value, an id winning over it). */
export async function resourceInfo(db: Queryable, definition: ResourceDefinition, id: string): Promise<ResourceRow> {
  const { info } = definition.actions;
  const alsoBy = typeof info === 'object' && info.alsoBy ? definition.fields[info.alsoBy] : undefined;
  const match = alsoBy
    ? `(r.id = $1 or ${expressionOf(alsoBy)} = $1)${andScope(definition)} order by (r.id = $1) desc limit 1`
    : `r.id = $1${andScope(definition)}`;
  const row = await queryOne<ResourceRow>(db, `${selectClause(definition, 'info')} ${fromClause(definition)} where ${match}`, [id]);
  if (!row) throw notFound(definition.messages.notFound);
  return row;
}

async function answeringDuplicates<T>(definition: ResourceDefinition, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    const message = index === undefined ? undefined : definition.unique[index];
    if (message) throw badRequest(message);
    throw error;
  }
}

/** The value stored for a field the body left out: the schema's default, else null. */
function valueOf(definition: ResourceDefinition, body: ResourceRow, name: string): unknown {
  const value = body[name];
  // A time travels as milliseconds; PostgreSQL reads a timestamptz parameter only as a date or its text.
  if (typeof value === 'number' && definition.fields[name]?.type === 'time') return new Date(value);
  if (value !== undefined && value !== '') return value;
  const property = definition.form.schema.properties?.[name];
  return typeof property === 'object' && property.default !== undefined ? property.default : null;
}

export async function createResource(db: Queryable, definition: ResourceDefinition, body: ResourceRow, userId: string): Promise<string> {
  const fields = writableFields(definition);
  const id = newId();
  const scope = definition.scope ? [definition.scope] : [];
  const columns = ['id', ...fields.map(([, column]) => column), ...scope.map(({ column }) => column), 'creator_user_id'];
  const values = [id, ...fields.map(([name]) => valueOf(definition, body, name)), ...scope.map(({ value }) => value), userId];
  await answeringDuplicates(definition, () =>
    db.query(`insert into ${definition.table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, values),
  );
  return id;
}

export async function updateResource(
  db: Queryable,
  definition: ResourceDefinition,
  id: string,
  body: ResourceRow,
  userId: string,
  /** Fields the caller may not set: their stored values stay. */
  kept: ReadonlySet<string> = new Set(),
): Promise<void> {
  const fields = writableFields(definition, true).filter(([name]) => !kept.has(name));
  const assignments = fields.map(([, column], i) => `${column} = $${i + 3}`);
  const rows = await answeringDuplicates(definition, () =>
    db.query(
      `update ${definition.table} set ${[...assignments, 'last_modify_time = now()', 'last_modify_user_id = $2'].join(', ')}
        where id = $1${andScope(definition, '')} returning id`,
      [id, userId, ...fields.map(([name]) => valueOf(definition, body, name))],
    ),
  );
  if (!rows.length) throw notFound(definition.messages.notFound);
}

export async function deleteResource(db: Queryable, definition: ResourceDefinition, id: string, userId: string): Promise<void> {
  let rows: unknown[];
  try {
    rows = definition.softDelete
      ? await db.query(
          `update ${definition.table} set delete_mark = 1, delete_time = now(), delete_user_id = $2 where id = $1${andScope(definition, '')} returning id`,
          [id, userId],
        )
      : await db.query(`delete from ${definition.table} where id = $1${andScope(definition, '')} returning id`, [id]);
  } catch (error) {
    // A row that came to refer to this one after the hook's check: the foreign key keeps it.
    if (isForeignKeyViolation(error) && definition.messages.inUse) throw badRequest(definition.messages.inUse);
    throw error;
  }
  if (!rows.length) throw notFound(definition.messages.notFound);
}

const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

/** Refuses (as not found) a row the caller's data rules do not show them. */
export async function assertRowInScope(
  db: Queryable,
  definition: ResourceDefinition,
  id: string,
  rowScope: RowScope | undefined,
): Promise<void> {
  if (!rowScope) return;
  const params: unknown[] = [id];
  const condition = bindCondition(rowScope, params);
  const row = await queryOne(db, `select 1 ${fromClause(definition)} where r.id = $1${andScope(definition)} and (${condition})`, params);
  if (!row) throw notFound(definition.messages.notFound);
}

export async function toggleResourceState(db: Queryable, definition: ResourceDefinition, id: string, userId: string): Promise<0 | 1> {
  const row = await queryOne<{ enabledMark: 0 | 1 }>(
    db,
    `update ${definition.table} set enabled_mark = 1 - enabled_mark, last_modify_time = now(), last_modify_user_id = $2
      where id = $1${andScope(definition, '')} returning enabled_mark::int as "enabledMark"`,
    [id, userId],
  );
  if (!row) throw notFound(definition.messages.notFound);
  return row.enabledMark;
}
