/**
 * The options every resource route is registered with, standard or a hook's extra route: its access,
 * the column grants of its menu for what the menu's users read (pickers, open to every signed-in
 * user, show every column), and its OpenAPI entry with the schema of its answer.
 */
import type { RouteAccess } from '../http/route-access';
import { bearerSecurity, standardResponses } from '../http/route-schema';

/** Whose route it is: its OpenAPI tag and the menu whose column grants filter what it answers. */
export interface RouteOwner {
  tag: string;
  menu: string;
}

/** `{list}` of any items: the answer of tree and picker calls. */
export const listAnswer = { type: 'object', properties: { list: { type: 'array', items: {} } } } as const;

/** `{id}` in the path: a row's id. */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } } as const;

export function resourceRouteOptions(
  owner: RouteOwner,
  access: RouteAccess,
  summary: string,
  schema: object = {},
  data: object = listAnswer,
) {
  return {
    config: { access, ...(access === 'signedIn' ? {} : { columnGrants: owner.menu }) },
    schema: { tags: [owner.tag], summary, security: bearerSecurity, ...schema, response: standardResponses(data) },
  };
}
