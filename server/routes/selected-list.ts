/**
 * `POST /api/permission/Users/getSelectedList` (spec 002 section 7.4, reference 2.4 `usersSelect`): the
 * names of stored picker values, each given as `id--type`, in one call. Forms ask it once for every
 * picker field they show (engine/lookups/label-batcher.ts). Types: company, department, position,
 * group, role, user, and two of ours: `organize` (a company or a department, for organisation paths)
 * and `area` (administrative divisions). Unknown ids are left out of the answer. Any signed-in user
 * may ask, as any may open the pickers whose names these are.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { ok } from '../http/api-error';
import { bearerSecurity, standardResponses } from '../http/route-schema';

export const selectedTypes = ['company', 'department', 'organize', 'position', 'group', 'role', 'user', 'area'] as const;
type SelectedType = (typeof selectedTypes)[number];

interface Named {
  id: string;
  fullName: string;
}

/** Each type's names: `$1` the ids. */
const namesSql: Record<SelectedType, string> = {
  company: `select id, full_name as "fullName" from organize where id = any($1::text[]) and category = 'company' and delete_mark is null`,
  department: `select id, full_name as "fullName" from organize where id = any($1::text[]) and category = 'department' and delete_mark is null`,
  organize: `select id, full_name as "fullName" from organize where id = any($1::text[]) and delete_mark is null`,
  position: `select id, full_name as "fullName" from position where id = any($1::text[])`,
  group: `select id, full_name as "fullName" from user_group where id = any($1::text[])`,
  role: `select id, full_name as "fullName" from role where id = any($1::text[])`,
  // Deleted users keep their name in what they touched (spec 001 "Users").
  user: `select id, real_name || '/' || account as "fullName" from users where id = any($1::text[])`,
  area: `select id, full_name as "fullName" from area where id = any($1::text[])`,
};

/** Splits `id--type`; an entry without a known type is ignored. */
function parse(entries: string[]): Map<SelectedType, Set<string>> {
  const wanted = new Map<SelectedType, Set<string>>();
  for (const entry of entries) {
    const at = entry.lastIndexOf('--');
    if (at <= 0) continue;
    const type = entry.slice(at + 2) as SelectedType;
    if (!selectedTypes.includes(type)) continue;
    const ids = wanted.get(type) ?? new Set<string>();
    ids.add(entry.slice(0, at));
    wanted.set(type, ids);
  }
  return wanted;
}

export async function selectedNames(db: Queryable, entries: string[]): Promise<{ id: string; fullName: string; type: string }[]> {
  const list: { id: string; fullName: string; type: string }[] = [];
  for (const [type, ids] of parse(entries)) {
    const rows = await db.query<Named>(namesSql[type], [[...ids]]);
    for (const row of rows) list.push({ id: `${row.id}--${type}`, fullName: row.fullName, type });
  }
  return list;
}

const entryText = { type: 'string', minLength: 3, maxLength: 60 } as const;

export async function selectedListRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  app.post<{ Body: { userId: string[] } }>(
    '/api/permission/Users/getSelectedList',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Names of picker values given as id--type (company, department, organize, position, group, role, user, area)',
        security: bearerSecurity,
        body: {
          type: 'object',
          required: ['userId'],
          additionalProperties: false,
          properties: { userId: { type: 'array', maxItems: 2000, items: entryText } },
        },
        response: standardResponses({
          type: 'object',
          properties: {
            list: {
              type: 'array',
              items: {
                type: 'object',
                properties: { id: { type: 'string' }, fullName: { type: 'string' }, type: { type: 'string', enum: [...selectedTypes] } },
              },
            },
          },
        }),
      },
    },
    async (request) => ok({ list: await selectedNames(db, request.body.userId) }),
  );
}
