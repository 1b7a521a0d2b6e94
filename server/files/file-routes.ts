import type { FastifyInstance } from 'fastify';
import { downloadRoutes } from './download-routes';
import { fileDeps } from './file-deps';
import { scheduleFilePurge } from './housekeeping';
import { uploadRoutes } from './upload-routes';

/**
 * The file calls of issue 14 (spec 002 sections 3.2 and 7.2, reference 4.19; docs/files.md), and
 * the purge of what uploads leave behind, run at start and hourly while the server runs.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const deps = fileDeps(app.ctx);
  const stopPurge = scheduleFilePurge(deps, (error) => app.log.error({ err: error }, 'file purge failed'));
  app.addHook('onClose', async () => stopPurge());
  uploadRoutes(app, deps);
  downloadRoutes(app, deps);
}
