/**
 * What areas do beyond the standard resource (spec 001 "Areas", reference 4.15): `GET {path}/{nodeId}`
 * answers a node's children (or, with a keyword, the matches anywhere), the picker answers one level
 * of enabled children, GetAreaByIds names stored area paths; writes refuse an unknown parent and a
 * cycle, deletes an area with children.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { queryOne, type Queryable } from '../../db/database';
import { badRequest, ok } from '../../http/api-error';
import type { RouteAccess } from '../../http/route-access';
import { likePattern } from '../../db/like-pattern';
import { ROOT_AREA_ID } from '../../seed/areas';
import type { ResourceHooks } from '../resource-routes';
import { resourceRouteOptions } from '../route-options';

export const areaMessages = {
  parentNotFound: '上级区域不存在',
  parentCycle: '上级区域不能是自己或自己的下级',
  hasChildren: '该区域下存在下级区域，不能删除',
};

/** How deep an ancestor walk goes at most (the seeded tree has three levels). */
const MAX_DEPTH = 32;

/** The parent a body names: '-1' (the root) when left out or empty. */
const parentOf = (body: Record<string, unknown>) =>
  typeof body.parentId === 'string' && body.parentId !== '' ? body.parentId : ROOT_AREA_ID;

async function checkParent(db: Queryable, parentId: string, id: string | undefined): Promise<void> {
  if (parentId === ROOT_AREA_ID) return;
  if (!(await queryOne(db, 'select 1 from area where id = $1', [parentId]))) throw badRequest(areaMessages.parentNotFound);
  if (id === undefined) return;
  const cycle = await queryOne(
    db,
    `with recursive up (id, parent_id, depth) as (
       select id, parent_id, 0 from area where id = $1
       union all
       select a.id, a.parent_id, up.depth + 1 from area a join up on a.id = up.parent_id where up.depth < ${MAX_DEPTH}
     )
     select 1 from up where id = $2 limit 1`,
    [parentId, id],
  );
  if (cycle) throw badRequest(areaMessages.parentCycle);
}

const childrenSql = `select r.id, r.parent_id as "parentId", r.en_code as "enCode", r.full_name as "fullName",
       r.enabled_mark::int as "enabledMark", r.sort_code::int as "sortCode",
       exists (select 1 from area c where c.parent_id = r.id) as "hasChildren"
  from area r`;
const areaOrder = 'order by r.sort_code, r.en_code, r.id';

/** A node's children, every state (the management list); with a keyword, the matches at any level. */
export async function childrenOf(db: Queryable, nodeId: string, keyword: string | undefined): Promise<unknown[]> {
  const pattern = likePattern(keyword);
  if (pattern) return db.query(`${childrenSql} where r.full_name ilike $1 or r.en_code ilike $1 ${areaOrder}`, [pattern]);
  return db.query(`${childrenSql} where r.parent_id = $1 ${areaOrder}`, [nodeId]);
}

/** The picker's level: enabled direct children, `isLeaf` when a child has no enabled children. */
export async function selectorOf(db: Queryable, parentId: string, excludeId: string): Promise<unknown[]> {
  return db.query(
    `select r.id, r.full_name as "fullName", r.sort_code::int as "sortCode",
            not exists (select 1 from area c where c.parent_id = r.id and c.enabled_mark = 1) as "isLeaf"
       from area r
      where r.parent_id = $1 and r.enabled_mark = 1 and ($2::text is null or r.id <> $2)
      ${areaOrder}`,
    [parentId, excludeId === '0' ? null : excludeId],
  );
}

/** The names of each path of ids, in path order (unknown ids are left out). */
async function namesOf(db: Queryable, idsList: string[][]): Promise<string[][]> {
  const ids = [...new Set(idsList.flat())];
  const rows = ids.length
    ? await db.query<{ id: string; fullName: string }>('select id, full_name as "fullName" from area where id = any($1::text[])', [ids])
    : [];
  const names = new Map(rows.map((row) => [row.id, row.fullName]));
  return idsList.map((path) => path.flatMap((id) => (names.has(id) ? [names.get(id)!] : [])));
}

const idText = { type: 'string', minLength: 1, maxLength: 40 } as const;
const childRow = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    parentId: { type: 'string' },
    enCode: { type: 'string' },
    fullName: { type: 'string' },
    enabledMark: { type: 'integer' },
    sortCode: { type: 'integer' },
    hasChildren: { type: 'boolean' },
  },
} as const;
const selectorRow = {
  type: 'object',
  properties: { id: { type: 'string' }, fullName: { type: 'string' }, sortCode: { type: 'integer' }, isLeaf: { type: 'boolean' } },
} as const;
const listOf = (items: object) => ({ type: 'object', properties: { list: { type: 'array', items } } });

async function extraRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { db } = app.ctx;
  const { path, menu } = definition;
  const options = (access: RouteAccess, summary: string, schema: object, data: object) =>
    resourceRouteOptions({ tag: definition.name, menu }, access, summary, schema, data);

  app.get<{ Params: { nodeId: string }; Querystring: { keyword?: string } }>(
    `${path}/:nodeId`,
    options(
      { menu },
      "A node's children ('-1': the provinces) with hasChildren; with a keyword, the matching areas at any level",
      {
        params: { type: 'object', required: ['nodeId'], properties: { nodeId: idText } },
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
      },
      listOf(childRow),
    ),
    async (request) => ok({ list: await childrenOf(db, request.params.nodeId, request.query.keyword) }),
  );

  app.get<{ Params: { nodeId: string; excludeId: string } }>(
    `${path}/:nodeId/Selector/:excludeId`,
    options(
      'signedIn',
      "The picker: enabled direct children of a node ('-1': the provinces), without excludeId ('0': none)",
      { params: { type: 'object', required: ['nodeId', 'excludeId'], properties: { nodeId: idText, excludeId: idText } } },
      listOf(selectorRow),
    ),
    async (request) => ok({ list: await selectorOf(db, request.params.nodeId, request.params.excludeId) }),
  );

  app.post<{ Body: { idsList: string[][] } }>(
    `${path}/GetAreaByIds`,
    options(
      'signedIn',
      'The names of each stored area path (province, city, district…): [[names…], …]',
      {
        body: {
          type: 'object',
          required: ['idsList'],
          properties: {
            idsList: { type: 'array', maxItems: 1000, items: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 40 } } },
          },
        },
      },
      { type: 'array', items: { type: 'array', items: { type: 'string' } } },
    ),
    async (request) => ok(await namesOf(db, request.body.idsList)),
  );
}

export const areaHooks: ResourceHooks = {
  async beforeWrite(db, body, id) {
    await checkParent(db, parentOf(body), id);
  },
  async beforeDelete(db, id) {
    if (await queryOne(db, 'select 1 from area where parent_id = $1 limit 1', [id])) throw badRequest(areaMessages.hasChildren);
  },
  extraRoutes,
};
