/** What positions do beyond the standard resource (spec 001 "Positions", reference 4.14). */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { queryOne, type Queryable } from '../../db/database';
import { badRequest, ok } from '../../http/api-error';
import type { ResourceHooks } from '../resource-routes';
import { selectorRows } from '../resource-store';
import { resourceRouteOptions } from '../route-options';
import { organizeTree, type OrganizeNode } from './organize-hooks';

export const positionMessages = {
  organizeNotFound: '所属组织不存在',
  hasUsers: '该岗位下存在用户，不能删除',
};

/** Companies and departments, then the positions under their organisation: reference 4.14's tree. */
export async function positionTree(db: Queryable): Promise<unknown[]> {
  const organizes = await organizeTree(db, { enabledOnly: true });
  const positions = await db.query<{ id: string; organizeId: string; fullName: string; enCode: string; sortCode: number }>(
    `select id, organize_id as "organizeId", full_name as "fullName", en_code as "enCode", sort_code::int as "sortCode"
       from position where enabled_mark = 1 order by sort_code, creator_time, id`,
  );
  const positionsOf = new Map<string, typeof positions>();
  for (const position of positions) {
    const siblings = positionsOf.get(position.organizeId);
    if (siblings) siblings.push(position);
    else positionsOf.set(position.organizeId, [position]);
  }
  // Organisation nodes list their sub-organisations first, then their positions.
  const withPositions = (node: OrganizeNode): Record<string, unknown> => {
    const children = [
      ...node.children.map(withPositions),
      ...(positionsOf.get(node.id) ?? []).map(({ organizeId, ...position }) => ({
        ...position,
        parentId: organizeId,
        type: 'position',
        icon: 'icon-ym icon-ym-tree-position1',
        enabledMark: 1,
        hasChildren: false,
        children: [],
      })),
    ];
    return { ...node, hasChildren: children.length > 0, children };
  };
  return organizes.map(withPositions);
}

const organizeIdsBody = {
  type: 'object',
  required: ['organizeIds'],
  properties: { organizeIds: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 40 } } },
} as const;

async function extraRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { db } = app.ctx;
  const ofOrganizes = async (organizeIds: string[]) => {
    const ids = new Set(organizeIds);
    return (await selectorRows(db, definition)).filter((row) => ids.has(String(row.organizeId)));
  };
  const signedIn = (summary: string) =>
    resourceRouteOptions({ tag: definition.name, menu: definition.menu }, 'signedIn', summary, { body: organizeIdsBody });
  app.post<{ Body: { organizeIds: string[] } }>(
    `${definition.path}/getListByOrgIds`,
    signedIn('Enabled positions of these organisations: {list}'),
    async (request) => ok({ list: await ofOrganizes(request.body.organizeIds) }),
  );
  // The picker's condition mode: positions of the organisations a form field is limited to.
  app.post<{ Body: { organizeIds: string[] } }>(
    `${definition.path}/PositionCondition`,
    signedIn('Enabled positions of the organisations a condition names: {list}'),
    async (request) => ok({ list: await ofOrganizes(request.body.organizeIds) }),
  );
}

export const positionHooks: ResourceHooks = {
  async beforeWrite(db, body) {
    const found = await queryOne(db, 'select 1 from organize where id = $1 and delete_mark is null', [body.organizeId]);
    if (!found) throw badRequest(positionMessages.organizeNotFound);
  },
  async beforeDelete(db, id) {
    const held = await queryOne(db, `select 1 from user_relation where object_type = 'Position' and object_id = $1 limit 1`, [id]);
    if (held) throw badRequest(positionMessages.hasUsers);
  },
  selectorList: positionTree,
  extraRoutes,
};
