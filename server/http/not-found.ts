import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiCode } from '../../api/envelope';
import { languageOf } from './validation-message';

/** A browser navigating to a page asks for HTML: the single-page app answers it (history routing). */
const isPageNavigation = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/.test(request.headers.accept ?? '');

/**
 * What answers a request that matches no route. A page navigation gets the single-page app, which
 * holds no data. Anything else is an unknown call: a caller without a valid session gets the session
 * code and learns nothing (not even whether the call exists); a signed-in caller gets 404.
 */
export function registerNotFound(app: FastifyInstance, hasFrontEnd: boolean): void {
  const indexHtml = join(app.ctx.config.publicDir, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    if (isPageNavigation(request)) {
      if (hasFrontEnd)
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await readFile(indexHtml));
      return reply.status(404).type('text/plain').send('The front end is not built: run `npm run build`.');
    }
    const { ctx } = app;
    const check = await ctx.sessions.check(request.headers.authorization, (await ctx.sysConfig.get()).tokenTimeout);
    if (!check.ok) return reply.status(401).send({ code: check.code, msg: check.msg, data: null });
    const call = `${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`;
    const msg = languageOf(request.headers['accept-language']) === 'zh' ? `接口不存在：${call}` : `No such call: ${call}`;
    return reply.status(404).send({ code: ApiCode.notFound, msg, data: null });
  });
}
