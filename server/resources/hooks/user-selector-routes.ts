/**
 * The user calls pickers, chat and forms make (spec 001 "Users", spec 002 section 6, reference 4.13):
 * every signed-in user may make them, as every one may open a user picker. They answer enabled users
 * that are not deleted, as `{id, fullName: "realName/account", ...}`, paged where a list may be long.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageQuerySchema } from '../../../schemas/session';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import type { Queryable } from '../../db/database';
import { likePattern } from '../../db/like-pattern';
import { pageOf } from '../../db/paging';
import { ok } from '../../http/api-error';
import { requireUser } from '../../http/fastify-types';
import { resourceRouteOptions } from '../route-options';

/** A user as pickers show one. */
const userColumns = `u.id, u.real_name || '/' || u.account as "fullName", u.account, u.real_name as "realName",
  case when u.head_icon = '' then '' else '/api/file/Image/userAvatar/' || u.head_icon end as "headIcon",
  u.gender, coalesce(uo.full_name, '') as organize, coalesce(uo.full_name, '') as department, u.organize_id as "organizeId",
  'user' as type, u.enabled_mark::int as "enabledMark", u.sort_code::int as "sortCode", false as "hasChildren", true as "isLeaf",
  u.quick_query as "quickQuery"`;
const userFrom = `from users u left join organize uo on uo.id = u.organize_id where u.delete_mark is null and u.enabled_mark = 1`;
const userOrder = 'order by u.sort_code, u.account';

/** `and (account, name or quick query match)` for a keyword pattern at `$n`, or nothing. */
const keywordAt = (n: number) =>
  ` and ($${n}::text is null or u.account ilike $${n} or u.real_name ilike $${n} or u.quick_query ilike $${n})`;

/**
 * The user tree's search: a keyword of three characters or more as `keywordAt(n)` (trigram indexes); one
 * of one or two characters (`$n+1`), which makes no trigram, by the characters and pairs of characters
 * of `users_search_grams` (migration 0021). For such a keyword the two say the same (the pairs of the
 * account, name and quick query joined by spaces, lower case, as `ilike` compares), and the planner
 * estimates the second from the index's statistics, so asking only one keeps its plans right.
 */
const searchAt = (n: number) =>
  `${keywordAt(n)} and ($${n + 1}::text is null or user_search_grams(u.account || ' ' || u.real_name || ' ' || u.quick_query) @> array[lower($${n + 1}::text)])`;
/** The parameters of `searchAt`: the pattern, or the keyword itself when it is one or two characters. */
const searchParams = (keyword: string | undefined) => {
  const trimmed = keyword?.trim() ?? '';
  const short = trimmed !== '' && [...trimmed].length <= 2;
  return short ? [null, trimmed] : [likePattern(trimmed), null];
};

/** Users of these organisations, or of them and the organisations under them. */
const inOrganizes = (n: number, below: boolean) =>
  ` and exists (select 1 from user_relation x join organize xo on xo.id = x.object_id
                 where x.user_id = u.id and x.object_type = 'Organize'
                   and ${below ? `exists (select 1 from unnest($${n}::text[]) m(id) where xo.id = m.id or xo.organize_id_tree like '%' || m.id || '%')` : `xo.id = any($${n}::text[])`})`;

/** Users holding one of these objects of a kind (Position, Role, Group). */
const holding = (kind: string, n: number) =>
  `exists (select 1 from user_relation x where x.user_id = u.id and x.object_type = '${kind}' and x.object_id = any($${n}::text[]))`;

interface PageBody {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

const pageProperties = {
  keyword: { type: 'string', maxLength: 100 },
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
} as const;
/** `{list, pagination}` of a paged call. */
const pageAnswer = {
  type: 'object',
  properties: {
    list: { type: 'array', items: {} },
    pagination: {
      type: 'object',
      properties: { currentPage: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
    },
  },
} as const;
/** The user tree's query (or body): a keyword, and paging when the caller pages the search. No defaults: their absence keeps the unpaged answer. */
interface SearchPaging {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}
const searchPagingSchema = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    currentPage: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  },
} as const;
const keywordBody = { type: 'object', additionalProperties: false, properties: { keyword: { type: 'string', maxLength: 100 } } } as const;
const idList = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 60 } } as const;

interface ConditionBody extends PageBody {
  departIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  userIds?: string[];
}

/** Users matching any of the restrictions (a picker limited to departments, positions, roles, groups or users). */
function conditionPage(db: Queryable, body: ConditionBody) {
  const params: unknown[] = [likePattern(body.keyword)];
  const any: string[] = [];
  const add = (ids: string[] | undefined, sql: (n: number) => string) => {
    if (!ids?.length) return;
    params.push(ids);
    any.push(sql(params.length));
  };
  add(body.departIds, (n) => inOrganizes(n, true).replace(/^ and /, ''));
  add(body.positionIds, (n) => holding('Position', n));
  add(body.roleIds, (n) => holding('Role', n));
  add(body.groupIds, (n) => holding('Group', n));
  add(body.userIds, (n) => `u.id = any($${n}::text[])`);
  return pageOf(
    db,
    {
      select: `select ${userColumns}`,
      from: `${userFrom}${keywordAt(1)} and (${any.length ? any.join(' or ') : 'false'})`,
      params,
      orderBy: userOrder,
    },
    { currentPage: body.currentPage ?? 1, pageSize: body.pageSize ?? 20 },
  );
}

/** Splits `id--type` entries (company, department, organize, position, role, group, user) into the condition's lists. */
function conditionOfSelected(ids: string[]): ConditionBody {
  const condition: Required<Pick<ConditionBody, 'departIds' | 'positionIds' | 'roleIds' | 'groupIds' | 'userIds'>> = {
    departIds: [],
    positionIds: [],
    roleIds: [],
    groupIds: [],
    userIds: [],
  };
  for (const entry of ids) {
    const at = entry.lastIndexOf('--');
    const id = at > 0 ? entry.slice(0, at) : entry;
    const type = at > 0 ? entry.slice(at + 2) : 'user';
    if (type === 'company' || type === 'department' || type === 'organize') condition.departIds.push(id);
    else if (type === 'position') condition.positionIds.push(id);
    else if (type === 'role') condition.roleIds.push(id);
    else if (type === 'group') condition.groupIds.push(id);
    else if (type === 'user') condition.userIds.push(id);
  }
  return condition;
}

/** Users a keyword search answers unpaged (callers that do not page). */
const UNPAGED_MATCHES = 200;
/**
 * A paged search counts at most this many matches beyond the page (`countCap`): a keyword of one
 * character matches nearly everyone, and an exact count of 100,000 users is what made the first
 * keystroke slow. The total is then a lower bound that grows as the pages go further, which is all
 * an infinitely scrolled list reads (is there a next page); on the last pages it is exact.
 */
export const USER_SEARCH_COUNT_CAP = 200;

/** Every enabled user matching the keyword (all of them without one), flat, one page of them. */
export function userSearchPage(db: Queryable, keyword: string | undefined, page: { currentPage: number; pageSize: number }) {
  return pageOf(
    db,
    {
      select: `select ${userColumns}, u.organize_id as "parentId"`,
      from: `${userFrom}${searchAt(1)}`,
      params: searchParams(keyword),
      orderBy: userOrder,
      countCap: USER_SEARCH_COUNT_CAP,
    },
    page,
  );
}

/** The children of an organisation in the lazy user tree: its sub-organisations, then its users. */
export async function lazyChildren(db: Queryable, organizeId: string, keyword: string | undefined) {
  if (likePattern(keyword)) {
    // A keyword searches every user, flat, as the picker's search does.
    return db.query(
      `select ${userColumns}, u.organize_id as "parentId" ${userFrom}${searchAt(1)} ${userOrder} limit ${UNPAGED_MATCHES}`,
      searchParams(keyword),
    );
  }
  const parentId = organizeId === '0' ? '-1' : organizeId;
  const organizes = await db.query(
    `select o.id, o.parent_id as "parentId", o.full_name as "fullName", o.en_code as "enCode", o.category as type,
            case when o.category = 'company' then 'icon-ym icon-ym-tree-organization3' else 'icon-ym icon-ym-tree-department1' end as icon,
            o.enabled_mark::int as "enabledMark", o.sort_code::int as "sortCode", true as "hasChildren", false as "isLeaf"
       from organize o where o.parent_id = $1 and o.delete_mark is null and o.enabled_mark = 1 order by o.sort_code, o.full_name`,
    [parentId],
  );
  const users =
    organizeId === '0'
      ? []
      : await db.query(
          `select ${userColumns}, $1::text as "parentId" ${userFrom}
              and exists (select 1 from user_relation x where x.user_id = u.id and x.object_type = 'Organize' and x.object_id = $1)
            ${userOrder} limit 1000`,
          [organizeId],
        );
  return [...organizes, ...users];
}

/** A user's organisations in the order chosen: id, name, the ids and names of the path to it, and whether it is the main one. */
export async function userOrganizePaths(db: Queryable, userId: string) {
  return db.query<{ id: string; fullName: string; organizeIds: string[]; organize: string; isDefault: boolean }>(
    `select o.id, o.full_name as "fullName", string_to_array(o.organize_id_tree, ',') as "organizeIds",
            (select string_agg(p.full_name, '/' order by array_position(string_to_array(o.organize_id_tree, ','), p.id))
               from organize p where p.id = any(string_to_array(o.organize_id_tree, ','))) as organize,
            (o.id = u.organize_id) as "isDefault"
       from user_relation x join organize o on o.id = x.object_id join users u on u.id = x.user_id
      where x.user_id = $1 and x.object_type = 'Organize' order by x.sort_code`,
    [userId],
  );
}

export async function userSelectorRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { db } = app.ctx;
  const owner = { tag: definition.name, menu: definition.menu };
  const path = definition.path;
  const open = (summary: string, schema: object = {}, data?: object) => resourceRouteOptions(owner, 'signedIn', summary, schema, data);
  const callerOf = (request: FastifyRequest) => requireUser(request.user);

  app.get(
    `${path}/All`,
    open('Every enabled user: {list} of {id, account, realName, headIcon, gender, department, sortCode, quickQuery}'),
    async () => ok({ list: await db.query(`select ${userColumns} ${userFrom} ${userOrder}`) }),
  );

  /**
   * A level of the user tree or the keyword's matches (at most 200), `{list}`; with `currentPage` or
   * `pageSize`, a page of the keyword's matches (every user without one), `{list, pagination}`.
   */
  const treeOrSearch = async (organizeId: string, { keyword, currentPage, pageSize }: SearchPaging) =>
    currentPage === undefined && pageSize === undefined
      ? ok({ list: await lazyChildren(db, organizeId, keyword) })
      : ok(await userSearchPage(db, keyword, { currentPage: currentPage ?? 1, pageSize: pageSize ?? 20 }));
  const paged = ' With currentPage or pageSize: a page of the users matching the keyword (all users without one), {list, pagination}.';

  app.get<{ Querystring: SearchPaging }>(
    `${path}/Selector`,
    open(
      `The top of the user tree (the top organisations), or the users matching the keyword (at most 200); deeper levels by Selector/{id}.${paged}`,
      { querystring: searchPagingSchema },
      pageAnswer,
    ),
    async (request) => treeOrSearch('0', request.query),
  );

  app.get<{ Params: { id: string }; Querystring: SearchPaging }>(
    `${path}/Selector/:id`,
    open(
      `One level of the user tree: the sub-organisations and users of an organisation (0: the top); a keyword searches all users (at most 200).${paged}`,
      {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } },
        querystring: searchPagingSchema,
      },
      pageAnswer,
    ),
    async (request) => treeOrSearch(request.params.id, request.query),
  );

  app.post<{ Params: { id: string }; Body: SearchPaging | null }>(
    `${path}/ImUser/Selector/:id`,
    open(
      `Chat contacts picker: one level of the user tree, or every user matching the keyword (at most 200).${paged}`,
      {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } },
        body: { ...searchPagingSchema, additionalProperties: false },
      },
      pageAnswer,
    ),
    async (request) => treeOrSearch(request.params.id, request.body ?? {}),
  );

  app.post<{ Body: { userId: string[] } }>(
    `${path}/getUserList`,
    open("Names of these users, deleted ones too: {list} of {id, fullName: 'realName/account'}", {
      body: { type: 'object', additionalProperties: false, required: ['userId'], properties: { userId: idList } },
    }),
    async (request) =>
      ok({
        list: await db.query(`select id, real_name || '/' || account as "fullName" from users where id = any($1::text[])`, [
          request.body.userId,
        ]),
      }),
  );

  app.post<{ Body: PageBody }>(
    `${path}/getSubordinates`,
    open(
      "The caller's subordinates (users whose manager they are), paged",
      { body: { type: 'object', additionalProperties: false, properties: pageProperties } },
      pageAnswer,
    ),
    async (request) => {
      const { keyword, currentPage = 1, pageSize = 20 } = request.body ?? {};
      return ok(
        await pageOf(
          db,
          {
            select: `select ${userColumns}`,
            from: `${userFrom}${keywordAt(1)} and u.manager_id = $2`,
            params: [likePattern(keyword), callerOf(request).userId],
            orderBy: userOrder,
          },
          { currentPage, pageSize },
        ),
      );
    },
  );

  app.get<{ Querystring: { keyword?: string; currentPage: number; pageSize: number } }>(
    `${path}/getOrganization`,
    open(
      "Users of the caller's organisations (the picker's current-organisation tab), paged",
      { querystring: pageQuerySchema },
      pageAnswer,
    ),
    async (request) => {
      const { keyword, currentPage, pageSize } = request.query;
      return ok(
        await pageOf(
          db,
          {
            select: `select ${userColumns}`,
            from: `${userFrom}${keywordAt(1)}${inOrganizes(2, false)}`,
            params: [likePattern(keyword), callerOf(request).organizeIds],
            orderBy: userOrder,
          },
          { currentPage, pageSize },
        ),
      );
    },
  );

  app.get<{ Querystring: { positionId: string; keyword?: string } }>(
    `${path}/GetUsersByPositionId`,
    open('Users holding a position: {list}', {
      querystring: {
        type: 'object',
        required: ['positionId'],
        properties: { positionId: { type: 'string', maxLength: 40 }, keyword: { type: 'string', maxLength: 100 } },
      },
    }),
    async (request) =>
      ok({
        list: await db.query(`select ${userColumns} ${userFrom}${keywordAt(1)} and ${holding('Position', 2)} ${userOrder} limit 1000`, [
          likePattern(request.query.keyword),
          [request.query.positionId],
        ]),
      }),
  );

  app.get<{ Querystring: { roleId: string; organizeId?: string; keyword?: string } }>(
    `${path}/GetUsersByRoleOrgId`,
    open('Users holding a role, in an organisation when one is named: {list}', {
      querystring: {
        type: 'object',
        required: ['roleId'],
        properties: {
          roleId: { type: 'string', maxLength: 40 },
          organizeId: { type: 'string', maxLength: 40 },
          keyword: { type: 'string', maxLength: 100 },
        },
      },
    }),
    async (request) => {
      const { roleId, organizeId, keyword } = request.query;
      const inOrganize = organizeId ? inOrganizes(3, true) : ' and $3::text[] is null';
      return ok({
        list: await db.query(
          `select ${userColumns} ${userFrom}${keywordAt(1)} and ${holding('Role', 2)}${inOrganize} ${userOrder} limit 1000`,
          [likePattern(keyword), [roleId], organizeId ? [organizeId] : null],
        ),
      });
    },
  );

  app.post<{ Body: ConditionBody }>(
    `${path}/UserCondition`,
    open(
      'Users in any of these departments (and below), positions, roles, groups or ids, paged: a restricted picker',
      {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageProperties, departIds: idList, positionIds: idList, roleIds: idList, groupIds: idList, userIds: idList },
        },
      },
      pageAnswer,
    ),
    async (request) => ok(await conditionPage(db, request.body ?? {})),
  );

  app.post<{ Body: PageBody & { ids: string[] } }>(
    `${path}/getSelectedUserList`,
    open(
      'The users that picker values (`id--type`: organisations, positions, roles, groups, users) stand for, paged',
      {
        body: { type: 'object', additionalProperties: false, required: ['ids'], properties: { ...pageProperties, ids: idList } },
      },
      pageAnswer,
    ),
    async (request) => ok(await conditionPage(db, { ...request.body, ...conditionOfSelected(request.body.ids) })),
  );

  app.post<{ Params: { id: string }; Body: { keyword?: string } | null }>(
    `${path}/GetListByAuthorize/:id`,
    open('Users of an organisation and those under it, with a keyword: {list}', {
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } },
      body: keywordBody,
    }),
    async (request) =>
      ok({
        list: await db.query(`select ${userColumns} ${userFrom}${keywordAt(1)}${inOrganizes(2, true)} ${userOrder} limit 1000`, [
          likePattern(request.body?.keyword),
          [request.params.id],
        ]),
      }),
  );

  app.get<{ Params: { id: string } }>(
    `${path}/organize/tree/:id`,
    open("A user's organisations, each with the path of organisations above it: {list} of {id, fullName, organizeIds, organize}", {
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } },
    }),
    async (request) =>
      ok({
        list: (await userOrganizePaths(db, request.params.id)).map(({ isDefault, ...organize }) => ({ ...organize, isMain: isDefault })),
      }),
  );
}
