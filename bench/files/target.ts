/**
 * The server process `npm run bench:files` measures (and kills, and starts again on the same data):
 * the real app as `server/main.ts` builds it, on a database kept in a folder (PGlite in
 * BENCH_FILES_DATA_DIR, files under it as `DATA_DIR/files`) or in a PostgreSQL schema
 * (BENCH_DB=postgres with BENCH_DATABASE_URL and BENCH_SCHEMA, files in `file_blob` unless BENCH_FILE_STORAGE=folder), so that a
 * second start finds what the first left. It serves the bench page (BENCH_FILES_PUBLIC_DIR) as its front
 * end, so the page's calls are same-origin as the platform's own, on the fixed port BENCH_FILES_PORT
 * (the page keeps its address across the restart).
 *
 * Beside it, a bare Fastify instance (no plugins, hooks or logging) with one route, `PUT /bare/upload/:name`,
 * that streams the request body to a file in `DATA_DIR/bare/`: what `curl -T` is measured against.
 *
 * Environment and lifecycle as bench/target-common.ts (READY <app> <bare> on stderr; stops on SIGTERM,
 * SIGINT or when stdin closes) except that nothing is dropped on stop: the parent removes the folder
 * and the schema at the end of the run.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createContext } from '../../server/context';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed/seed';
import { announceReady, runTarget } from '../target-common';

async function main(): Promise<void> {
  const dataDir = process.env.BENCH_FILES_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_FILES_DATA_DIR is not set');
  const databaseUrl = process.env.BENCH_DB === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
  const schema = databaseUrl ? process.env.BENCH_SCHEMA : undefined;
  if (process.env.BENCH_DB === 'postgres' && (!databaseUrl || !schema))
    throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL and BENCH_SCHEMA');
  const config = readConfig({
    HOST: '127.0.0.1',
    PORT: process.env.BENCH_FILES_PORT ?? '3371',
    DATA_DIR: dataDir,
    PUBLIC_DIR: process.env.BENCH_FILES_PUBLIC_DIR ?? join(dataDir, 'no-public'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.BENCH_FILE_STORAGE ? { FILE_STORAGE: process.env.BENCH_FILE_STORAGE } : {}),
  });

  const db = databaseUrl ? await openDatabase({ databaseUrl, schema }) : await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(db);
  await seed(db, {
    adminPassword: process.env.BENCH_ADMIN_PASSWORD ?? 'Admin@2026',
    demoPassword: process.env.BENCH_DEMO_PASSWORD ?? 'Demo@2026',
  });
  const ctx = createContext(db, config);
  const app = await buildApp(ctx);

  const bareDir = join(dataDir, 'bare');
  mkdirSync(bareDir, { recursive: true });
  const bare = Fastify({ forceCloseConnections: true, bodyLimit: 8 * 1024 * 1024 * 1024 });
  // The body stays a stream: the route pipes it to disk as it arrives.
  bare.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  bare.put<{ Params: { name: string } }>('/bare/upload/:name', async (request) => {
    const name = request.params.name.replace(/[^A-Za-z0-9._-]/g, '_');
    await pipeline(request.raw, createWriteStream(join(bareDir, name)));
    return { code: 200, msg: '', data: { name } };
  });

  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`target stopping (${why})\n`);
    try {
      await bare.close();
      await app.close();
      await db.close();
    } catch (error) {
      process.stderr.write(`target: close failed: ${String(error)}\n`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  process.stdin.on('end', () => void stop('parent gone'));
  process.stdin.on('error', () => void stop('parent gone'));
  process.stdin.resume();

  await app.listen({ port: config.port, host: config.host });
  await announceReady(app, bare);
}

runTarget(main);
