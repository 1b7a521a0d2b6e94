import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { md5Hex } from '../../server/auth/passwords';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { createContext, type AppContext } from '../../server/context';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { dropPostgresSchema } from '../../server/db/postgres';
import { seed } from '../../server/seed/seed';

export const adminPassword = 'Admin@2026';
export const demoPassword = 'Demo@2026';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databases: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  ctx: AppContext;
  /** Signs in and returns the Authorization value. */
  login(account: string, password?: string): Promise<string>;
  loginResponse(account: string, password: string, extra?: Record<string, string>): Promise<{ status: number; body: Envelope }>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<{ status: number; body: Envelope }>;
  setConfig(values: Record<string, string | number>): Promise<void>;
  close(): Promise<void>;
}

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

export interface SignInAttempt {
  account: string;
  /** In clear: sent as the sign-in page sends it, lower-case hex MD5. */
  password: string;
  /** The connecting address; 127.0.0.1 unless a test needs another. */
  ip?: string;
  headers?: Record<string, string>;
  /** Form fields beside account and password (code, timestamp...), overriding the page's defaults. */
  fields?: Record<string, string>;
}

/** `POST /api/oauth/Login` with the form the sign-in page sends. */
export function signInRequest(app: FastifyInstance, attempt: SignInAttempt): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    remoteAddress: attempt.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...attempt.headers },
    payload: new URLSearchParams({
      account: attempt.account,
      password: md5Hex(attempt.password),
      code: '',
      timestamp: '',
      origin: 'password',
      jnpf_ticket: '',
      grant_type: 'password',
      ...attempt.fields,
    }).toString(),
  });
}

/** A fresh, migrated and seeded database with the server on top, driven by `inject` (no port). */
export async function startTestServer(
  kind: 'pglite' | 'postgres',
  options: {
    beforeReady?: (app: FastifyInstance, db: Database) => Promise<void>;
    /** Files of the built front end beside its `index.html`, by path under the public folder (`assets/index-abc.js`). */
    publicFiles?: Record<string, string | Buffer>;
    /** Settings beside the defaults (a file storage and its data folder...). */
    config?: Partial<ServerConfig>;
    /** The 5,300 demo records of the seeded generated forms (off: most suites never read them). */
    demoRecords?: boolean;
  } = {},
): Promise<TestServer> {
  const schema = kind === 'postgres' ? `test_${process.pid}_${Date.now().toString(36)}` : undefined;
  const databaseUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const db = await openDatabase({ databaseUrl, schema, poolSize: 5 });
  await migrate(db);
  await seed(db, { adminPassword, demoPassword, demoRecords: options.demoRecords ?? false });
  const publicDir = mkdtempSync(join(tmpdir(), 'heating-public-'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>app shell</title>');
  for (const [path, content] of Object.entries(options.publicFiles ?? {})) {
    mkdirSync(dirname(join(publicDir, path)), { recursive: true });
    writeFileSync(join(publicDir, path), content);
  }
  const config = { ...readConfig({}), publicDir, logLevel: 'silent', ...options.config };
  const ctx = createContext(db, config);
  const app = await buildApp(ctx, { logger: false });
  await options.beforeReady?.(app, db);
  await app.ready();

  const call: TestServer['call'] = async (method, url, token, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() as Envelope };
  };
  const loginResponse: TestServer['loginResponse'] = async (account, password, fields = {}) => {
    const response = await signInRequest(app, { account, password, fields });
    return { status: response.statusCode, body: response.json() as Envelope };
  };
  return {
    app,
    db,
    ctx,
    call,
    loginResponse,
    async login(account, password = account === 'admin' ? adminPassword : demoPassword) {
      const { body } = await loginResponse(account, password);
      if (body.code !== 200) throw new Error(`login ${account} failed: ${body.msg}`);
      return body.data.token as string;
    },
    async setConfig(values) {
      await ctx.sysConfig.set(values);
    },
    async close() {
      await app.close();
      await db.close();
      if (schema && databaseUrl) await dropPostgresSchema(databaseUrl, schema);
    },
  };
}
