import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { contentDisposition, readExportFile } from '../exports/export-files';
import { exportStreamWriter } from '../exports/export-streams';

const gone = '导出文件不存在或已过期，请重新导出';

/** Downloads of exports (dictionary `.bdd`, bill rule `.bbr`, workbooks; generated lists' workbooks are written as they are sent) by the ticket their export call answered. */
export async function exportFileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get<{ Params: { ticket: string } }>(
    '/api/system/ExportFile/:ticket',
    {
      // Opened by the browser as a download: no Authorization header; the ticket is the secret.
      config: { access: 'public' },
      schema: {
        tags: ['exports'],
        summary: 'Downloads an export by the ticket of its export call (valid for 5 minutes)',
        params: { type: 'object', required: ['ticket'], properties: { ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } } },
      },
    },
    async (request, reply) => {
      const file = await readExportFile(ctx.db, request.params.ticket, ctx.clock());
      if (!file) throw notFound(gone);
      // A kept request is written now, as it is sent.
      const body =
        'kind' in file
          ? exportStreamWriter(file.kind)?.(ctx, file.request, (error) =>
              request.log.error({ err: error }, 'export failed while it was written'),
            )
          : file.content;
      if (body === undefined) throw notFound(gone);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
