/**
 * Who may call a generated form's routes: the menus the form was released to (`menusOf`), checked after
 * the path's `modelId` is validated, and the route's button when the list guards its buttons.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { TargetMenus } from '../http/route-access';
import { onlineModel } from './online-model';
import { relatedMenus } from './related-records';

export const onlineBase = '/api/visualdev/OnlineDev';
export type ModelParams = { modelId: string };

export const onlineIdParam = { type: 'string', minLength: 1, maxLength: 100 } as const;
export const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: onlineIdParam } } as const;

/** The route config of a call on the request's model, granted by `button` when given. */
export function onlineAccess(db: Queryable, button?: string) {
  return {
    access: {
      menusOf: async (request: FastifyRequest): Promise<TargetMenus> => {
        const model = await onlineModel(db, (request.params as ModelParams).modelId);
        return { menus: model?.menus ?? [], buttonsGuarded: model?.list.useBtnPermission ?? true };
      },
      ...(button ? { button } : {}),
    },
  };
}

/**
 * The route config of a read (configuration, one record) also answered to the users of the forms whose
 * relation fields point at the model, who see only what those fields name (./relation-access.ts).
 */
export function relationReadAccess(db: Queryable) {
  return {
    access: { menusOf: (request: FastifyRequest): Promise<TargetMenus> => relatedMenus(db, (request.params as ModelParams).modelId) },
  };
}
