/** Export of a dictionary category as a `.bdd` file and its import (spec 001 "Dictionary data"). */
import type { FastifyInstance } from 'fastify';
import { bddExtension, dictionaryMessages as text } from '../../api/dictionary';
import { dictionaryPaths } from '../../api/dictionary';
import { saveExportFile } from '../exports/export-files';
import { badRequest, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { idParams, resourceRouteOptions, type RouteOwner } from '../resources/route-options';
import { buildBdd, readBdd } from './bdd-file';
import { importBdd } from './bdd-import';
import { listItems, requireType } from './dictionary-store';

const exportAnswer = { type: 'object', properties: { url: { type: 'string' }, name: { type: 'string' } } } as const;
const importAnswer = {
  type: 'object',
  properties: { id: { type: 'string' }, fullName: { type: 'string' }, enCode: { type: 'string' }, itemCount: { type: 'integer' } },
} as const;

export async function bddRoutes(app: FastifyInstance, owner: RouteOwner): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const granted = (button: string) => ({ menu: owner.menu, button });

  app.get<{ Params: { id: string } }>(
    `${dictionaryPaths.items}/:id/Action/Export`,
    resourceRouteOptions(
      owner,
      granted('btn_download'),
      'Exports a category and its entries as a .bdd file: answers {url, name} to download (button btn_download)',
      { params: idParams },
      exportAnswer,
    ),
    async (request) => {
      const type = await requireType(db, request.params.id);
      const now = ctx.clock();
      const file = buildBdd(type, await listItems(db, type.id), now);
      const content = JSON.stringify(file, null, 2);
      const fileName = `${type.fullName}${bddExtension}`;
      const contentType = 'application/json; charset=utf-8';
      return ok(await saveExportFile(db, { fileName, contentType, content }, requireUser(request.user).userId, now));
    },
  );

  app.post(
    dictionaryPaths.import,
    resourceRouteOptions(
      owner,
      granted('btn_upload'),
      'Imports a .bdd file (multipart, field file): the category and its entries, all or nothing (button btn_upload)',
      { consumes: ['multipart/form-data'] },
      importAnswer,
    ),
    async (request) => {
      if (!request.isMultipart()) throw badRequest(text.importNoFile);
      const upload = await request.file();
      if (!upload) throw badRequest(text.importNoFile);
      let content: Buffer;
      try {
        content = await upload.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(text.importTooLarge);
        throw error;
      }
      if (!upload.filename.toLowerCase().endsWith(bddExtension)) throw badRequest(text.importWrongFile);
      const result = await importBdd(db, readBdd(content), requireUser(request.user).userId);
      return ok(result, '导入成功');
    },
  );
}
