import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../api/session';
import { ok } from '../http/api-error';
import { envelope } from '../http/route-schema';

/** `/config/config.json` (spec 000 section 7.5) and a health probe. */
export async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get('/config/config.json', { config: { auth: false }, schema: { tags: ['config'], summary: 'Front-end configuration' } }, async (request) => {
    const { config } = app.ctx;
    const sysConfig = await app.ctx.sysConfig.get();
    const host = request.headers.host ?? `127.0.0.1:${config.port}`;
    const socketOrigin = config.publicUrl ? config.publicUrl.replace(/^http/, 'ws') : `${request.protocol === 'https' ? 'wss' : 'ws'}://${host}`;
    const body: ClientConfig = {
      apiBase: '',
      socketBase: `${socketOrigin}/api/message/websocket`,
      timeout: config.clientTimeout,
      title: sysConfig.title || config.title,
    };
    return body;
  });

  app.get(
    '/api/health',
    { config: { auth: false }, schema: { tags: ['config'], summary: 'Liveness and database check', response: { 200: envelope() } } },
    async () => {
      await app.ctx.db.query('select 1');
      return ok({ status: 'ok', database: app.ctx.db.kind });
    },
  );
}
