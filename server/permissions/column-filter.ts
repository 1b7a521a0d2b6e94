import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '../../api/envelope';
import { granteeOf } from './grants';

type Row = Record<string, unknown>;

/** The rows of a list answer: `data.list` (paged), `data` itself (an array), and tree `children` under either. */
export function withoutColumns(data: unknown, hidden: ReadonlySet<string>): unknown {
  if (Array.isArray(data)) return data.map((row) => withoutColumnsInRow(row, hidden));
  if (data && typeof data === 'object' && Array.isArray((data as Row).list)) {
    return { ...(data as Row), list: ((data as Row).list as unknown[]).map((row) => withoutColumnsInRow(row, hidden)) };
  }
  return data;
}

function withoutColumnsInRow(row: unknown, hidden: ReadonlySet<string>): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const kept: Row = {};
  for (const [key, value] of Object.entries(row as Row)) {
    if (hidden.has(key)) continue;
    kept[key] = key === 'children' && Array.isArray(value) ? value.map((child) => withoutColumnsInRow(child, hidden)) : value;
  }
  return kept;
}

/**
 * Column grants on the server: a route that names `config.columnGrants` (a menu enCode) answers its
 * rows without the columns that menu guards (`module.is_column_authorize`) and the caller's roles and
 * positions are not granted. The client hiding a column is a convenience; this is the rule.
 */
export function registerColumnFilter(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const menu = request.routeOptions.config?.columnGrants;
    if (!menu || !request.user || !payload || typeof payload !== 'object') return payload;
    const hidden = await app.ctx.access.hiddenColumns(granteeOf(request.user), menu);
    if (!hidden.size) return payload;
    const envelope = payload as ApiEnvelope;
    return { ...envelope, data: withoutColumns(envelope.data, hidden) };
  });
}
