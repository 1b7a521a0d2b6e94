/**
 * The code generator (`visualdev/Generater/{id}/Actions/CodePreview` and `DownloadCode`, spec 001
 * section 7): the files of ./code-files.ts, answered as a list to preview (`btn_preview` of 功能设计) or
 * as a zip to download (`btn_downloadCode`). The server cannot run the engine, so the browser sends
 * what it compiled of the stored definition; the server checks the names and the parts' shapes and
 * sizes and packages them back with the stored definition: nothing the caller could not already read.
 */
import type { FastifyInstance } from 'fastify';
import { ZipArchive } from 'archiver';
import {
  codeGeneratorMessages as text,
  codeGeneratorPath,
  visualDevMenu,
  visualDevMessages,
  type CodeGeneratorBody,
  type GeneratedFile,
  type VisualDevWebType,
} from '../../api/visual-dev';
import { classNamePattern, codeGeneratorBodySchema, compiledPartMaxChars, moduleNamePattern } from '../../schemas/visual-dev-generator';
import { queryOne, type Queryable } from '../db/database';
import { saveExportFile } from '../exports/export-files';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { idParams, resourceRouteOptions, type RouteOwner } from '../resources/route-options';
import { generatedFiles, type GeneratedDefinition } from './code-files';

/** The compiled parts travel in one body: a large form's schema is a few hundred kilobytes, four parts at most 2,000,000 characters each. */
const bodyLimit = 9 * 1024 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function storedDefinition(db: Queryable, id: string): Promise<GeneratedDefinition> {
  const row = await queryOne<GeneratedDefinition>(
    db,
    `select r.id, r.full_name as "fullName", r.en_code as "enCode", r.web_type::int as "webType", r.form_data::text as "formData",
            r.column_data::text as "columnData", r.interface_id as "interfaceId", i.full_name as "interfaceName",
            r.interface_param::text as "interfaceParam"
       from visual_dev r left join data_interface i on i.id = r.interface_id
      where r.id = $1`,
    [id],
  );
  if (!row) throw notFound(visualDevMessages.notFound);
  return row;
}

/** Refuses what the definition's web type does not make, or a part that is not what the engine compiles. */
export function bodyProblem(webType: VisualDevWebType, body: CodeGeneratorBody): string | undefined {
  if (!moduleNamePattern.test(body.module)) return text.moduleName;
  if (!classNamePattern.test(body.className)) return text.className;
  for (const [name, part] of [
    ['formSchema', body.formSchema],
    ['formUi', body.formUi],
    ['pageSchema', body.pageSchema],
  ] as const)
    if (part !== undefined && JSON.stringify(part).length > compiledPartMaxChars) return text.tooLarge(name, compiledPartMaxChars);
  const hasForm = body.formSchema !== undefined || body.formUi !== undefined;
  if (webType === 4) {
    if (hasForm) return text.noFormForView;
  } else {
    if (!body.formSchema || !body.formUi) return text.formRequired;
    if (body.formSchema.type !== 'object' || !isObject(body.formSchema.properties)) return text.formNotSchema;
  }
  if (webType === 1) return body.pageSchema !== undefined ? text.noPageForForm : undefined;
  if (!body.pageSchema) return text.pageRequired;
  return Array.isArray(body.pageSchema.columns) ? undefined : text.pageNotSchema;
}

/** The files as a zip, each under its folder. */
export async function zipOf(files: readonly GeneratedFile[]): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    archive.once('end', resolve);
    archive.once('error', reject);
  });
  for (const file of files) archive.append(file.fileContent, { name: `${file.folderName}/${file.fileName}` });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

export async function codeGeneratorRoutes(app: FastifyInstance, owner: RouteOwner): Promise<void> {
  const { ctx } = app;
  type Route = { Params: { id: string }; Body: CodeGeneratorBody };
  const options = (button: string, summary: string, answer: object) => ({
    bodyLimit,
    ...resourceRouteOptions(owner, { menu: visualDevMenu, button }, summary, { params: idParams, body: codeGeneratorBodySchema }, answer),
  });
  const filesOf = async (id: string, body: CodeGeneratorBody) => {
    const definition = await storedDefinition(ctx.db, id);
    const problem = bodyProblem(definition.webType, body);
    if (problem) throw badRequest(problem);
    return generatedFiles(definition, body, ctx.clock());
  };

  app.post<Route>(
    `${codeGeneratorPath}/:id/Actions/CodePreview`,
    options(
      'btn_preview',
      'The generated files of the stored definition and the parts the browser compiled: {list: [{folderName, fileName, fileType, fileContent}]} (button btn_preview)',
      {
        type: 'object',
        properties: {
          list: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                folderName: { type: 'string' },
                fileName: { type: 'string' },
                fileType: { type: 'string' },
                fileContent: { type: 'string' },
              },
            },
          },
        },
      },
    ),
    async (request) => ok({ list: await filesOf(request.params.id, request.body) }),
  );

  app.post<Route>(
    `${codeGeneratorPath}/:id/Actions/DownloadCode`,
    options('btn_downloadCode', 'The same files as a zip: answers {name, url} to download (button btn_downloadCode)', {
      type: 'object',
      properties: { name: { type: 'string' }, url: { type: 'string' } },
    }),
    async (request) => {
      const files = await filesOf(request.params.id, request.body);
      const now = ctx.clock();
      const content = new Uint8Array(await zipOf(files));
      const fileName = `${request.body.module}.zip`;
      return ok(await saveExportFile(ctx.db, { fileName, contentType: 'application/zip', content }, requireUser(request.user).userId, now));
    },
  );
}
