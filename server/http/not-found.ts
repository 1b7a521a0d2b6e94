import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiCode } from '../../api/envelope';
import { matchesEtag, readIndexPage, revalidateCacheControl } from './front-end-files';
import { languageOf } from './validation-message';

/** A browser navigating to a page asks for HTML: the single-page app answers it (history routing). */
const isPageNavigation = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/.test(request.headers.accept ?? '');

/**
 * What answers a request that matches no route. A page navigation gets the single-page app, which
 * holds no data (its compressed copy when accepted, revalidated on each visit: docs/serving.md).
 * Anything else is an unknown call: a caller without a valid session gets the session code and learns
 * nothing (not even whether the call exists); a signed-in caller gets 404.
 */
export function registerNotFound(app: FastifyInstance, hasFrontEnd: boolean): void {
  const { publicDir } = app.ctx.config;
  app.setNotFoundHandler(async (request, reply) => {
    if (isPageNavigation(request)) {
      if (hasFrontEnd) {
        const page = await readIndexPage(publicDir, request.headers['accept-encoding']);
        reply.header('cache-control', revalidateCacheControl).header('vary', 'accept-encoding').header('etag', page.etag);
        if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
        if (page.encoding) reply.header('content-encoding', page.encoding);
        return reply.type('text/html; charset=utf-8').send(page.body);
      }
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
