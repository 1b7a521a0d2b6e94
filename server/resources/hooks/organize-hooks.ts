/**
 * What organisations and departments do beyond the standard resource (spec 001 "Organization and
 * department", reference 4.12): the organize_id_tree of a node and of its subtree kept in step on
 * create and on move, the refusals (moves into the own subtree, unknown parents, deletes of nodes
 * that still hold sub-organisations, users or positions), the tree list and pickers, and the
 * organisation administrators ("分级管理", reference 5.2 base_organize_administrator).
 *
 * "ByAuth" pickers: the administrator sees every organisation; anyone else sees the organisations
 * they belong to (users.organize_id and user_relation 'Organize') and those they administer
 * (organize_administrator), each with its whole subtree. Nodes whose parent is not visible are roots.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { organizeMenu, organizeRoot } from '../../../schemas/resources/organize';
import { queryOne, type Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { badRequest, notFound, ok } from '../../http/api-error';
import { requireUser } from '../../http/fastify-types';
import type { RouteAccess } from '../../http/route-access';
import type { ResourceHooks } from '../resource-routes';
import type { ResourceRow } from '../resource-store';
import { idParams, resourceRouteOptions } from '../route-options';

export const organizeMessages = {
  notFound: '组织不存在',
  parentCompanyNotFound: '上级公司不存在',
  parentNotFound: '所属组织不存在',
  cycle: '上级组织不能是自己或自己的下级组织',
  hasChildren: '该组织下存在子组织，不能删除',
  hasUsers: '该组织下存在用户，不能删除',
  hasPositions: '该组织下存在岗位，不能删除',
  managerNotFound: '主管不存在',
  userNotFound: '用户不存在',
};

export const organizeIcons = { company: 'icon-ym icon-ym-tree-organization3', department: 'icon-ym icon-ym-tree-department1' } as const;

type Category = keyof typeof organizeIcons;

interface OrganizeRow {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  category: Category;
  managerId: string | null;
  managerName: string;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
  organizeIdTree: string;
}

export interface OrganizeNode extends Omit<OrganizeRow, 'organizeIdTree'> {
  type: Category;
  icon: string;
  organizeIdTree: string;
  organizeIds: string[];
  /** The full path name, "A/B/C". */
  organize: string;
  hasChildren: boolean;
  children: OrganizeNode[];
}

/** Every organisation as a flat node list in sort order, with its path ids and path name. */
async function organizeNodes(db: Queryable): Promise<OrganizeNode[]> {
  const rows = await db.query<OrganizeRow>(
    `select o.id, o.parent_id as "parentId", o.full_name as "fullName", o.en_code as "enCode", o.category,
            o.manager_id as "managerId", coalesce(u.real_name, '') as "managerName", o.description,
            o.sort_code::int as "sortCode", o.enabled_mark::int as "enabledMark",
            extract(epoch from o.creator_time)::float8 * 1000 as "creatorTime", o.organize_id_tree as "organizeIdTree"
       from organize o left join users u on u.id = o.manager_id
      where o.delete_mark is null
      order by o.sort_code, o.creator_time, o.id`,
  );
  const names = new Map(rows.map((row) => [row.id, row.fullName]));
  return rows.map((row) => {
    const organizeIds = row.organizeIdTree ? row.organizeIdTree.split(',') : [row.id];
    return {
      ...row,
      type: row.category,
      icon: organizeIcons[row.category],
      organizeIds,
      organize: organizeIds.map((id) => names.get(id) ?? '').join('/'),
      hasChildren: false,
      children: [],
    };
  });
}

/** Nests the nodes (fresh copies); a node whose parent is not among them is a root. */
export function nest(nodes: OrganizeNode[]): OrganizeNode[] {
  const copies = new Map(nodes.map((node) => [node.id, { ...node, children: [] as OrganizeNode[] }]));
  const roots: OrganizeNode[] = [];
  for (const node of copies.values()) {
    const parent = copies.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  for (const node of copies.values()) node.hasChildren = node.children.length > 0;
  return roots;
}

const within = (node: OrganizeNode, ids: Set<string>) => node.organizeIds.some((id) => ids.has(id));

interface TreeOptions {
  categories?: Category[];
  enabledOnly?: boolean;
  /** `0` (or nothing): nothing excluded; else that node and its subtree are left out. */
  exclude?: string;
  /** Only these nodes and their subtrees. */
  under?: Set<string>;
}

export async function organizeTree(db: Queryable, options: TreeOptions): Promise<OrganizeNode[]> {
  const nodes = (await organizeNodes(db)).filter(
    (node) =>
      (!options.categories || options.categories.includes(node.category)) &&
      (!options.enabledOnly || node.enabledMark === 1) &&
      (!options.exclude || options.exclude === '0' || !node.organizeIds.includes(options.exclude)) &&
      (!options.under || within(node, options.under)),
  );
  return nest(nodes);
}

/** The organisations whose subtrees a user sees in the "ByAuth" pickers; undefined: all of them. */
async function visibleRoots(db: Queryable, request: FastifyRequest): Promise<Set<string> | undefined> {
  const user = requireUser(request.user);
  if (user.isAdministrator) return undefined;
  const rows = await db.query<{ id: string }>(
    `select organize_id as id from users where id = $1 and organize_id is not null
     union select object_id from user_relation where user_id = $1 and object_type = 'Organize'
     union select organize_id from organize_administrator where user_id = $1`,
    [user.userId],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * organize_id_tree of the node and of its whole subtree: the parent's tree plus the own id. Runs
 * after every create and update (a move changes the parent), in the write's transaction.
 */
async function refreshTree(db: Queryable, id: string): Promise<void> {
  await db.query(
    `with recursive t (id, tree, depth) as (
       select o.id, case when p.id is null then o.id else p.organize_id_tree || ',' || o.id end, 0
         from organize o left join organize p on p.id = o.parent_id where o.id = $1
       union all
       select c.id, t.tree || ',' || c.id, t.depth + 1 from organize c join t on c.parent_id = t.id where t.depth < 100
     )
     update organize o set organize_id_tree = t.tree from t where o.id = t.id`,
    [id],
  );
}

/** The parent check of both dialogs: it exists (as a company when `companiesOnly`) and is not the node or below it. */
async function checkParent(db: Queryable, parentId: string, id: string | undefined, companiesOnly: boolean): Promise<void> {
  const parent = await queryOne<{ category: Category; tree: string }>(
    db,
    'select category, organize_id_tree as tree from organize where id = $1 and delete_mark is null',
    [parentId],
  );
  if (!parent || (companiesOnly && parent.category !== 'company')) {
    throw badRequest(companiesOnly ? organizeMessages.parentCompanyNotFound : organizeMessages.parentNotFound);
  }
  if (id && (parentId === id || parent.tree.split(',').includes(id))) throw badRequest(organizeMessages.cycle);
}

async function checkManager(db: Queryable, body: ResourceRow): Promise<void> {
  if (typeof body.managerId !== 'string' || body.managerId === '') return;
  if (!(await queryOne(db, 'select 1 from users where id = $1', [body.managerId]))) throw badRequest(organizeMessages.managerNotFound);
}

/** Refuses deleting a node that still holds sub-organisations, users or positions. */
async function refuseDeleteInUse(db: Queryable, id: string): Promise<void> {
  if (await queryOne(db, 'select 1 from organize where parent_id = $1 limit 1', [id])) throw badRequest(organizeMessages.hasChildren);
  const users = await queryOne(
    db,
    `select 1 from users where organize_id = $1
     union all select 1 from user_relation where object_type = 'Organize' and object_id = $1 limit 1`,
    [id],
  );
  if (users) throw badRequest(organizeMessages.hasUsers);
  if (await queryOne(db, 'select 1 from position where organize_id = $1 limit 1', [id])) throw badRequest(organizeMessages.hasPositions);
}

// ---- routes -------------------------------------------------------------------------------------

type IdParams = { Params: { id: string } };

const routeOptions = (tag: string, access: RouteAccess, summary: string, schema: object, data?: object) =>
  resourceRouteOptions({ tag, menu: organizeMenu }, access, summary, schema, data);

const layerFlags = ['thisLayerAdd', 'thisLayerEdit', 'thisLayerDelete', 'subLayerAdd', 'subLayerEdit', 'subLayerDelete'] as const;
const layerColumns: Record<(typeof layerFlags)[number], string> = {
  thisLayerAdd: 'this_layer_add',
  thisLayerEdit: 'this_layer_edit',
  thisLayerDelete: 'this_layer_delete',
  subLayerAdd: 'sub_layer_add',
  subLayerEdit: 'sub_layer_edit',
  subLayerDelete: 'sub_layer_delete',
};
type Administrator = { userId: string } & Partial<Record<(typeof layerFlags)[number], 0 | 1>>;

const administratorsBody = {
  type: 'object',
  required: ['list'],
  additionalProperties: false,
  properties: {
    list: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['userId'],
        additionalProperties: false,
        properties: {
          userId: { type: 'string', minLength: 1, maxLength: 40 },
          ...Object.fromEntries(layerFlags.map((flag) => [flag, { type: 'integer', enum: [0, 1], default: 0 }])),
        },
      },
    },
  },
} as const;

async function administrators(db: Queryable, organizeId: string) {
  return db.query(
    `select a.user_id as "userId", u.real_name as "realName", u.account,
            ${layerFlags.map((flag) => `a.${layerColumns[flag]}::int as "${flag}"`).join(', ')}
       from organize_administrator a join users u on u.id = a.user_id
      where a.organize_id = $1 order by a.sort_code, u.account`,
    [organizeId],
  );
}

async function companyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const path = '/api/permission/Organize';
  const tag = 'organize';

  // The screen's list: every company and department as a tree; a keyword keeps the matches and their ancestors.
  app.get<{ Querystring: { keyword?: string } }>(
    path,
    routeOptions(tag, { menu: organizeMenu }, 'Companies and departments as a tree; keyword keeps matches and ancestors', {
      querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
    }),
    async (request) => {
      const nodes = await organizeNodes(db);
      const keyword = request.query.keyword?.trim().toLowerCase();
      if (!keyword) return ok({ list: nest(nodes) });
      const matches = nodes.filter((node) => `${node.fullName}\n${node.enCode}`.toLowerCase().includes(keyword));
      const kept = new Set(matches.flatMap((node) => node.organizeIds));
      return ok({ list: nest(nodes.filter((node) => kept.has(node.id))) });
    },
  );
  app.get(`${path}/Tree`, routeOptions(tag, 'signedIn', 'Enabled companies as a tree', {}), async () =>
    ok({ list: await organizeTree(db, { categories: ['company'], enabledOnly: true }) }),
  );
  app.get<IdParams>(
    `${path}/Selector/:id`,
    routeOptions(tag, 'signedIn', 'Enabled companies as a tree, without {id} and its subtree (0: nothing left out)', { params: idParams }),
    async (request) => ok({ list: await organizeTree(db, { categories: ['company'], enabledOnly: true, exclude: request.params.id }) }),
  );
  app.get<IdParams>(
    `${path}/SelectorByAuth/:id`,
    routeOptions(tag, 'signedIn', 'The companies the caller may see, without {id} and its subtree', { params: idParams }),
    async (request) =>
      ok({
        list: await organizeTree(db, {
          categories: ['company'],
          enabledOnly: true,
          exclude: request.params.id,
          under: await visibleRoots(db, request),
        }),
      }),
  );
  app.post<{ Body: { organizeIds?: string[]; departIds?: string[] } }>(
    `${path}/OrganizeCondition`,
    routeOptions(tag, 'signedIn', 'The named organisations with their subtrees, as a tree (a condition picker)', {
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          organizeIds: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 40 } },
          departIds: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 40 } },
        },
      },
    }),
    async (request) => {
      const under = new Set([...(request.body.organizeIds ?? []), ...(request.body.departIds ?? [])]);
      return ok({ list: await organizeTree(db, { enabledOnly: true, under }) });
    },
  );
  // Companies and departments alike (the screen's one delete button).
  app.delete<IdParams>(
    `${path}/:id`,
    routeOptions(
      tag,
      { menu: organizeMenu, button: 'btn_remove' },
      'Deletes a company or department (button btn_remove)',
      { params: idParams },
      {
        type: 'null',
      },
    ),
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        if (!(await queryOne(tx, 'select 1 from organize where id = $1', [id]))) throw notFound(organizeMessages.notFound);
        await refuseDeleteInUse(tx, id);
        await tx.query('delete from organize where id = $1', [id]);
      });
      return ok(null, '删除成功');
    },
  );

  // Organisation administrators ("分级管理"): {id} is the organisation.
  const adminPath = '/api/permission/organizeAdminIsTrator/:id';
  const existing = async (tx: Queryable, id: string) => {
    if (!(await queryOne(tx, 'select 1 from organize where id = $1', [id]))) throw notFound(organizeMessages.notFound);
  };
  app.get<IdParams>(
    adminPath,
    routeOptions(
      tag,
      { menu: organizeMenu },
      'The administrators of organisation {id} and their layer rights',
      { params: idParams },
      {
        type: 'object',
        properties: { organizeId: { type: 'string' }, list: { type: 'array', items: {} } },
      },
    ),
    async (request) => {
      await existing(db, request.params.id);
      return ok({ organizeId: request.params.id, list: await administrators(db, request.params.id) });
    },
  );
  app.put<IdParams & { Body: { list: Administrator[] } }>(
    adminPath,
    routeOptions(
      tag,
      { menu: organizeMenu, button: 'btn_grade' },
      'Replaces the administrators of organisation {id} (button btn_grade)',
      { params: idParams, body: administratorsBody },
      { type: 'null' },
    ),
    async (request) => {
      const { id } = request.params;
      const userId = requireUser(request.user).userId;
      // One entry per user: the last one named wins.
      const entries = [...new Map(request.body.list.map((entry) => [entry.userId, entry])).values()];
      await db.transaction(async (tx) => {
        await existing(tx, id);
        const known = await tx.query<{ id: string }>('select id from users where id = any($1)', [entries.map((entry) => entry.userId)]);
        if (known.length !== entries.length) throw badRequest(organizeMessages.userNotFound);
        await tx.query('delete from organize_administrator where organize_id = $1', [id]);
        for (const [index, entry] of entries.entries()) {
          await tx.query(
            `insert into organize_administrator (id, organize_id, user_id, ${layerFlags.map((flag) => layerColumns[flag]).join(', ')},
                                                 sort_code, creator_user_id)
             values ($1, $2, $3, ${layerFlags.map((_, i) => `$${i + 4}`).join(', ')}, $10, $11)`,
            [newId(), id, entry.userId, ...layerFlags.map((flag) => entry[flag] ?? 0), index, userId],
          );
        }
      });
      return ok(null, '保存成功');
    },
  );
}

async function departmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const path = '/api/permission/Organize/Department';
  const tag = 'department';
  app.get<IdParams>(
    `${path}/Selector/:id`,
    routeOptions(tag, 'signedIn', 'Enabled companies and departments as a tree, without {id} and its subtree (0: nothing left out)', {
      params: idParams,
    }),
    async (request) => ok({ list: await organizeTree(db, { enabledOnly: true, exclude: request.params.id }) }),
  );
  app.get<IdParams>(
    `${path}/SelectorByAuth/:id`,
    routeOptions(tag, 'signedIn', 'The companies and departments the caller may see, without {id} and its subtree', { params: idParams }),
    async (request) =>
      ok({ list: await organizeTree(db, { enabledOnly: true, exclude: request.params.id, under: await visibleRoots(db, request) }) }),
  );
  // The "stone" is the node the picker starts from: its subtree (0: every organisation).
  app.get<IdParams>(
    `${path}/SelectorByStone/:id`,
    routeOptions(tag, 'signedIn', 'Enabled companies and departments under {id} (0: all), as a tree', { params: idParams }),
    async (request) => {
      const { id } = request.params;
      return ok({ list: await organizeTree(db, { enabledOnly: true, ...(id === '0' ? {} : { under: new Set([id]) }) }) });
    },
  );
}

/** Empty and '0' parents of a company mean the top level. */
function normaliseCompanyParent(body: ResourceRow): string {
  const parent = typeof body.parentId === 'string' && body.parentId !== '' && body.parentId !== '0' ? body.parentId : organizeRoot;
  body.parentId = parent;
  return parent;
}

export const organizeHooks: ResourceHooks = {
  async beforeWrite(db, body, id) {
    const parent = normaliseCompanyParent(body);
    if (parent !== organizeRoot) await checkParent(db, parent, id, true);
    await checkManager(db, body);
  },
  afterWrite: refreshTree,
  extraRoutes: companyRoutes,
};

export const departmentHooks: ResourceHooks = {
  async beforeWrite(db, body, id) {
    await checkParent(db, String(body.organizeId), id, false);
    await checkManager(db, body);
  },
  afterWrite: refreshTree,
  beforeDelete: refuseDeleteInUse,
  extraRoutes: departmentRoutes,
};
