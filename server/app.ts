import { existsSync } from 'node:fs';
import helmet from '@fastify/helmet';
import { join } from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { chatImageMaxBytes } from '../api/messages';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { avatarRoutes } from './routes/avatar';
import { declareAccessOf, registerAccessHook } from './http/access-hook';
import { contentSecurityPolicy } from './http/content-security';
import { answerFrameworkError, clientErrorAnswer } from './http/framework-errors';
import { answerCompression } from './http/answer-compression';
import { frontEndStaticOptions } from './http/front-end-files';
import { plainTextKeyword, registerInputLimits } from './http/input-limits';
import { registerNotFound } from './http/not-found';
import { requestLogSerializers } from './http/request-log';
import { registerColumnFilter } from './permissions/column-filter';
import { registerErrorHandler } from './http/error-handler';
import './http/fastify-types';
import { currentUserRoutes } from './routes/current-user';
import { currentUserOrgRoutes } from './routes/current-user-org';
import { onlineDevRoutes } from './online/online-routes';
import { onlineUserRoutes } from './routes/online-users';
import { oauthRoutes } from './routes/oauth';
import { createBus, type MessageBus } from './messages/bus';
import { Messaging } from './messages/messaging';
import { chatRoutes } from './routes/chat';
import { exportFileRoutes } from './routes/export-files';
import { fileRoutes } from './files/file-routes';
import { messageRoutes } from './routes/messages';
import { messageMonitorRoutes } from './message-centre/monitor-routes';
import { publicConfigRoutes } from './routes/public-config';
import { selectedListRoutes } from './routes/selected-list';
import { authorizeRoutes } from './permissions/authorize-routes';
import { columnSettingsRoutes } from './permissions/column-settings-routes';
import { resourcesRoutes } from './resources/register-resources';
import { maxClientFrameBytes, SocketHub, socketRoutes } from './socket/socket-hub';
import { sysConfigRoutes } from './sysconfig/sys-config-routes';
import { menuUseRoutes } from './workbench/menu-use-routes';
import { ScheduleReminders } from './schedules/reminder-worker';
import { scheduleRoutes } from './schedules/schedule-routes';
import { softphoneRoutes } from './softphone/softphone-routes';
import { appWorkOrderRoutes } from './work-orders/app-workorder-routes';
import { workOrderRoutes } from './work-orders/work-order-routes';
import { consultationRoutes } from './work-orders/consultation-routes';

export interface BuildOptions {
  /** false in tests that do not want request logs. */
  logger?: boolean;
  /** The bus between server processes; by default from the database (tests join instances). */
  bus?: MessageBus;
}

/** The whole server in one Fastify instance: SPA, `/config`, `/api` and the sockets. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel, serializers: requestLogSerializers },
    forceCloseConnections: true,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: (error, socket) => socket.writable && socket.end(clientErrorAnswer(error)),
    trustProxy: ctx.config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true }, plugins: [plainTextKeyword] },
  });
  app.decorate('ctx', ctx);
  registerErrorHandler(app);
  registerAccessHook(app);
  registerInputLimits(app);
  registerColumnFilter(app);
  await app.register(helmet, contentSecurityPolicy(ctx.config));

  await app.register(formbody);
  // Uploads are one file each; the largest accepted file is a 5 MB chat image for now.
  await app.register(multipart, { limits: { fileSize: chatImageMaxBytes, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${ctx.config.title} API`, version: '3.4.7', description: 'Every answer is the envelope {code, msg, data}.' },
      components: { securitySchemes: { bearer: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
  });
  if (ctx.config.apiDocs === 'public') {
    await app.register(async (scope) => {
      declareAccessOf(scope, 'public');
      await scope.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
    });
  }
  await app.register(websocket, { options: { maxPayload: maxClientFrameBytes } });

  const hub = new SocketHub(app);
  app.decorate('socketHub', hub);
  app.addHook('onClose', async () => hub.closeAll());
  const messaging = new Messaging(app, options.bus ?? (await createBus(ctx.db, ctx.config)));
  await messaging.start();
  app.decorate('messaging', messaging);
  app.addHook('onClose', async () => messaging.stop());
  // Schedule reminders: every replica polls; each reminder is sent once (server/schedules/reminder-worker.ts).
  const scheduleReminders = new ScheduleReminders(app);
  app.decorate('scheduleReminders', scheduleReminders);
  app.addHook('onReady', async () => scheduleReminders.start());
  app.addHook('onClose', async () => scheduleReminders.stop());

  // The calls: their answers are compressed on the fly when the client asks (server/http/answer-compression.ts).
  await app.register(async (calls) => {
    await calls.register(compress, answerCompression);
    await calls.register(publicConfigRoutes);
    await calls.register(oauthRoutes);
    await calls.register(currentUserRoutes);
    await calls.register(currentUserOrgRoutes);
    await calls.register(onlineUserRoutes);
    await calls.register(selectedListRoutes);
    await calls.register(messageRoutes(messaging));
    await calls.register(messageMonitorRoutes);
    await calls.register(chatRoutes);
    await calls.register(avatarRoutes);
    await calls.register(resourcesRoutes);
    await calls.register(authorizeRoutes);
    await calls.register(columnSettingsRoutes);
    await calls.register(exportFileRoutes);
    await calls.register(fileRoutes);
    await calls.register(sysConfigRoutes);
    await calls.register(onlineDevRoutes);
    await calls.register(menuUseRoutes);
    await calls.register(scheduleRoutes);
    await calls.register(softphoneRoutes);
    await calls.register(workOrderRoutes);
    await calls.register(appWorkOrderRoutes);
    await calls.register(consultationRoutes);
    await calls.register(async (scope) => socketRoutes(scope, hub));
  });

  // The built front end: public files, one route each, sent as the build compressed them; hashed
  // assets kept for a year, index.html revalidated (server/http/front-end-files.ts).
  const hasFrontEnd = existsSync(join(ctx.config.publicDir, 'index.html'));
  await app.register(async (scope) => {
    declareAccessOf(scope, 'public');
    if (hasFrontEnd) await scope.register(fastifyStatic, frontEndStaticOptions(ctx.config.publicDir));
  });
  registerNotFound(app, hasFrontEnd);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    socketHub: SocketHub;
    messaging: Messaging;
    scheduleReminders: ScheduleReminders;
  }
}
