import { readConfig } from './config';
import { createContext } from './context';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { demoAccountLines } from './demo-accounts';
import { seed } from './seed/seed';
import { detached } from './detached';

/** `npm start`: open the database, migrate, seed on first start, serve. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers });
  const applied = await migrate(db);
  const seeded = await seed(db, { adminPassword: config.adminPassword, demoPassword: config.demoPassword });
  const ctx = createContext(db, config);
  const app = await buildApp(ctx);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  // A rejection nobody handled is a bug to log, not a reason to drop every request in flight.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => detached(shutdown('SIGINT'), app.log, 'shutdown failed'));
  process.once('SIGTERM', () => detached(shutdown('SIGTERM'), app.log, 'shutdown failed'));

  await app.listen({ port: config.port, host: config.host });
  const purge = setInterval(() => detached(ctx.sessions.purgeEnded(), app.log, 'session purge failed'), 3_600_000);
  purge.unref();

  const address = `http://127.0.0.1:${config.port}`;
  const lines = [
    '',
    `  ${config.title} is running at ${address}`,
    `  Database: ${db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    config.apiDocs === 'public'
      ? `  API documentation: ${address}/api/docs`
      : '  API documentation: not served (set API_DOCS=public to serve it at /api/docs)',
    `  Sign in as admin with ${config.adminPassword ? 'the password in ADMIN_PASSWORD' : seeded.generated.admin ? `password: ${seeded.generated.admin}` : 'the password printed at first start (or set when seeding)'}`,
  ];
  lines.push(
    ...demoAccountLines(
      seeded.generated.demo ? { generated: seeded.generated.demo } : config.demoPassword ? { fromEnvironment: true } : { earlier: true },
    ),
  );
  if (seeded.generated.admin || seeded.generated.demo) lines.push('  These generated passwords are shown only this once: note them now.');
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
