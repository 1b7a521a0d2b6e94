/**
 * The socket benchmark's database: a fresh PostgreSQL database (or PGlite folder), migrated and
 * seeded by the server's own modules, plus N bench users each with a session made the way sign-in
 * makes one (`SessionService.create`). Signing 1,000 users in through the API would take about 23 s
 * (scrypt, ~44 sign-ins/s) and measure nothing this benchmark is about.
 */
import pg from 'pg';
import { SessionService } from '../../server/auth/sessions';
import { openDatabase, queryOne, type Database } from '../../server/db/database';
import { seedId } from '../../server/db/ids';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed/seed';

export const benchAdminPassword = 'Admin@2026';
export const benchDemoPassword = 'Demo@2026';

export interface BenchUser {
  userId: string;
  /** The Authorization value: what the client puts in the socket URL and every frame. */
  token: string;
}

export interface BenchUsers {
  admin: BenchUser;
  clients: BenchUser[];
}

/** Sessions live a day: nothing expires during a run. */
const sessionMinutes = 24 * 60;
const sessionWriters = 16;

/** postgres://…/bench_socket → the same server's `postgres` database, and the bench database's name. */
function splitUrl(url: string): { adminUrl: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a plain database (got "${name}")`);
  if (name === 'postgres' || name === 'test') throw new Error(`refusing to drop and recreate the "${name}" database`);
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), name };
}

async function onAdminDatabase(url: string, work: (client: pg.Client, name: string) => Promise<void>): Promise<void> {
  const { adminUrl, name } = splitUrl(url);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

/** Drops (a leftover of an interrupted run) and creates the bench database. */
export const createPostgresDatabase = (url: string) =>
  onAdminDatabase(url, async (client, name) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });

export const dropPostgresDatabase = (url: string) =>
  onAdminDatabase(url, async (client, name) => {
    await client.query(`drop database if exists ${name} with (force)`);
  });

/** Why PostgreSQL cannot be used, or undefined when it answers. */
export async function postgresUnavailable(url: string): Promise<string | undefined> {
  try {
    await onAdminDatabase(url, async (client) => void (await client.query('select 1')));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Migrates and seeds the database, then adds `count` users with a session each. */
export async function prepareDatabase(options: { databaseUrl?: string; dataDir?: string }, count: number): Promise<BenchUsers> {
  const db = await openDatabase({ ...options, poolSize: sessionWriters });
  try {
    await migrate(db);
    await seed(db, { adminPassword: benchAdminPassword, demoPassword: benchDemoPassword });
    const ids = await insertUsers(db, count);
    const sessions = new SessionService(db);
    const signIn = (userId: string) => sessions.create(userId, sessionMinutes, '127.0.0.1', 'socket-bench', false);
    const admin = await queryOne<{ id: string }>(db, `select id from users where account = 'admin'`);
    if (!admin) throw new Error('the seed made no admin user');
    const clients: BenchUser[] = new Array(count);
    let next = 0;
    const writer = async () => {
      for (let index = next++; index < count; index = next++) clients[index] = { userId: ids[index]!, token: await signIn(ids[index]!) };
    };
    await Promise.all(Array.from({ length: sessionWriters }, writer));
    return { admin: { userId: admin.id, token: await signIn(admin.id) }, clients };
  } finally {
    await db.close();
  }
}

/** bench0001…: enabled users in no organisation, with a password hash nothing matches (they never sign in). */
async function insertUsers(db: Database, count: number): Promise<string[]> {
  const accounts = Array.from({ length: count }, (_, index) => `bench${String(index + 1).padStart(4, '0')}`);
  const ids = accounts.map((account) => seedId('user', account));
  await db.query(
    `insert into users (id, account, real_name, password_hash)
     select id, account, '压测用户' || substr(account, 6), '!' from unnest($1::text[], $2::text[]) as bench (id, account)`,
    [ids, accounts],
  );
  return ids;
}
