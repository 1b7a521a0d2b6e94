/** What positions do beyond the standard resource (spec 001 "Positions", reference 4.14). */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/resources/define';
import { queryOne, type Queryable } from '../../db/database';
import { ok } from '../../http/api-error';
import { badRequest } from '../../http/api-error';
import { bearerSecurity, standardResponses } from '../../http/route-schema';
import type { ResourceHooks } from '../resource-routes';
import { selectorRows } from '../resource-store';

const organizeIcons = { company: 'icon-ym icon-ym-tree-organization3', department: 'icon-ym icon-ym-tree-department1' } as const;

export const positionMessages = {
  organizeNotFound: '所属组织不存在',
  hasUsers: '该岗位下存在用户，不能删除',
};

/** Companies and departments, then the positions under their organisation: reference 4.14's tree. */
async function positionTree(db: Queryable): Promise<unknown[]> {
  const organizes = await db.query<{
    id: string;
    parentId: string;
    fullName: string;
    enCode: string;
    category: 'company' | 'department';
    sortCode: number;
  }>(
    `select id, parent_id as "parentId", full_name as "fullName", en_code as "enCode", category, sort_code::int as "sortCode"
       from organize where enabled_mark = 1 and delete_mark is null order by sort_code, creator_time, id`,
  );
  const positions = await db.query<{ id: string; organizeId: string; fullName: string; enCode: string; sortCode: number }>(
    `select id, organize_id as "organizeId", full_name as "fullName", en_code as "enCode", sort_code::int as "sortCode"
       from position where enabled_mark = 1 order by sort_code, creator_time, id`,
  );
  type Node = Record<string, unknown> & { id: string; parentId: string; children: Node[] };
  const nodes = new Map<string, Node>();
  for (const organize of organizes) {
    nodes.set(organize.id, {
      ...organize,
      type: organize.category,
      icon: organizeIcons[organize.category],
      enabledMark: 1,
      hasChildren: false,
      children: [],
    });
  }
  for (const position of positions) {
    const parent = nodes.get(position.organizeId);
    if (!parent) continue;
    parent.children.push({
      id: position.id,
      parentId: position.organizeId,
      fullName: position.fullName,
      enCode: position.enCode,
      type: 'position',
      icon: 'icon-ym icon-ym-tree-position1',
      enabledMark: 1,
      sortCode: position.sortCode,
      hasChildren: false,
      children: [],
    });
  }
  const roots: Node[] = [];
  for (const organize of organizes) {
    const node = nodes.get(organize.id)!;
    const parent = nodes.get(organize.parentId);
    (parent ? parent.children : roots).push(node);
  }
  // Organisation nodes list their sub-organisations first, then their positions.
  for (const node of nodes.values()) {
    node.children.sort((a, b) => Number(a.type === 'position') - Number(b.type === 'position'));
    node.hasChildren = node.children.length > 0;
  }
  return roots;
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
  const signedIn = (summary: string) => ({
    config: { access: 'signedIn' as const },
    schema: { tags: [definition.name], summary, security: bearerSecurity, body: organizeIdsBody, response: standardResponses() },
  });
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
