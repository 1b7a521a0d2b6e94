import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../api/session';
import { ok } from '../http/api-error';
import { envelope } from '../http/route-schema';

export const socketPath = '/api/message/websocket';

/**
 * The socket address the front end is given: from `PUBLIC_URL` when set (ws/wss, keeping its path),
 * else a path the browser resolves against the page's own origin. The request's Host header (or a
 * forwarded one) is never echoed.
 */
export function socketBaseOf(publicUrl: string | undefined): string {
  if (!publicUrl) return socketPath;
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}${url.pathname.replace(/\/+$/, '')}${socketPath}`;
}

/** `/config/config.json` (spec 000 section 7.5) and a health probe. */
export async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/config/config.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Front-end configuration',
        response: {
          200: {
            type: 'object',
            required: ['apiBase', 'socketBase', 'timeout', 'title'],
            properties: {
              apiBase: { type: 'string' },
              socketBase: { type: 'string' },
              timeout: { type: 'integer' },
              title: { type: 'string' },
              loginIcon: { type: 'string' },
              ctiServer: { type: 'string' },
            },
          },
        },
      },
    },
    async () => {
      const { config } = app.ctx;
      const sysConfig = await app.ctx.sysConfig.get();
      const body: ClientConfig = {
        apiBase: '',
        socketBase: socketBaseOf(config.publicUrl),
        timeout: config.clientTimeout,
        title: sysConfig.title || config.title,
        loginIcon: sysConfig.loginIcon,
        ...(config.ctiUrl ? { ctiServer: config.ctiUrl } : {}),
      };
      return body;
    },
  );

  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['config'], summary: 'Liveness and database check', response: { 200: envelope() } } },
    async () => {
      await app.ctx.db.query('select 1');
      return ok({ status: 'ok', database: app.ctx.db.kind });
    },
  );
}
