import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { chatImageMaxBytes } from '../api/messages';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiCode } from '../api/envelope';
import type { AppContext } from './context';
import { avatarRoutes } from './routes/avatar';
import { registerAccessHook } from './http/access-hook';
import { registerErrorHandler } from './http/error-handler';
import './http/fastify-types';
import { currentUserRoutes } from './routes/current-user';
import { oauthRoutes } from './routes/oauth';
import { createBus, type MessageBus } from './messages/bus';
import { Messaging } from './messages/messaging';
import { billRuleRoutes } from './routes/bill-rule';
import { chatRoutes } from './routes/chat';
import { dictionaryRoutes } from './routes/dictionary';
import { exportFileRoutes } from './routes/export-files';
import { messageRoutes } from './routes/messages';
import { publicConfigRoutes } from './routes/public-config';
import { userRoutes } from './routes/users';
import { SocketHub, socketRoutes } from './socket/socket-hub';

export interface BuildOptions {
  /** false in tests that do not want request logs. */
  logger?: boolean;
  /** The bus between server processes; by default from the database (tests join instances). */
  bus?: MessageBus;
}

/** The whole server in one Fastify instance: SPA, `/config`, `/api` and the sockets. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    forceCloseConnections: true,
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true } },
  });
  app.decorate('ctx', ctx);
  registerErrorHandler(app);
  registerAccessHook(app);

  await app.register(formbody);
  // Uploads are one file each; the largest accepted file is a 5 MB chat image for now.
  await app.register(multipart, { limits: { fileSize: chatImageMaxBytes, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${ctx.config.title} API`, version: '3.4.7', description: 'Every answer is the envelope {code, msg, data}.' },
      components: { securitySchemes: { bearer: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(websocket, { options: { maxPayload: 1 << 20 } });

  const hub = new SocketHub(app);
  app.decorate('socketHub', hub);
  app.addHook('onClose', async () => hub.closeAll());
  const messaging = new Messaging(app, options.bus ?? (await createBus(ctx.db, ctx.config)));
  await messaging.start();
  app.decorate('messaging', messaging);
  app.addHook('onClose', async () => messaging.stop());

  await app.register(publicConfigRoutes);
  await app.register(oauthRoutes);
  await app.register(currentUserRoutes);
  await app.register(userRoutes);
  await app.register(messageRoutes(messaging));
  await app.register(chatRoutes);
  await app.register(avatarRoutes);
  await app.register(dictionaryRoutes);
  await app.register(billRuleRoutes);
  await app.register(exportFileRoutes);
  await app.register(async (scope) => socketRoutes(scope, hub));

  const hasFrontEnd = existsSync(join(ctx.config.publicDir, 'index.html'));
  if (hasFrontEnd) await app.register(fastifyStatic, { root: ctx.config.publicDir, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ code: ApiCode.notFound, msg: `接口不存在：${request.method} ${request.url.split('?')[0]}`, data: null });
    }
    // History-mode routing: every other GET is a page of the single-page app.
    if (hasFrontEnd) return reply.sendFile('index.html');
    return reply.status(404).type('text/plain').send('The front end is not built: run `npm run build`.');
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    socketHub: SocketHub;
    messaging: Messaging;
  }
}
