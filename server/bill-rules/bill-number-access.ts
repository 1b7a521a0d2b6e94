import type { FastifyRequest } from 'fastify';
import { billRuleMenu } from '../../api/bill-rule';
import { forbidden } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { granteeOf } from '../permissions/grants';

/**
 * Drawing a bill number consumes it, so not every signed-in user may: only those who may use the
 * bill-rule menu. Forms that number their records (a billRule field) will add the menus of the forms
 * that use the rule when form definitions are stored on the server (visual development); until then
 * no other menu uses one.
 */
export async function requireBillNumberUse(request: FastifyRequest): Promise<void> {
  const grantee = granteeOf(requireUser(request.user));
  if (!(await request.server.ctx.access.hasMenu(grantee, billRuleMenu))) throw forbidden();
}
