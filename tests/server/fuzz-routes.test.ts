import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaks, probesOf, type Operation, type Probe } from './fuzz/probes';
import { databases, startTestServer, type TestServer } from './harness';

/** Answers that are files or the front-end configuration, not the envelope, when they succeed. */
const notEnvelopes = new Set(['GET /config/config.json']);

/**
 * Every route of the OpenAPI document, as the administrator and without a token, against hostile
 * input: no 500, no hang, always the envelope, and never a stack trace or SQL in the answer.
 */
describe.each(databases)('every route against hostile input on %s', (kind) => {
  let server: TestServer;
  let operations: Operation[];
  let adminId: string;
  let adminToken: string;

  const newAdminSession = async () => {
    adminToken = await server.ctx.sessions.create(adminId, 60, '127.0.0.1', 'fuzz', false);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminId = (await server.db.query<{ id: string }>(`select id from users where account = 'admin'`))[0]!.id;
    await newAdminSession();
    const paths = server.app.swagger().paths ?? {};
    operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item ?? {})
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({ ...(operation as object), method: method.toUpperCase(), path }) as Operation),
    );
  });
  afterAll(async () => server?.close());

  async function send(probe: Probe, token: string | undefined) {
    const response = await server.app.inject({
      method: probe.method as 'GET',
      url: probe.url,
      headers: { ...(token ? { authorization: token } : {}), ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
    return response;
  }

  function problemsOf(operation: Operation, probe: Probe, response: Awaited<ReturnType<typeof send>>): string[] {
    const problems: string[] = [];
    const where = `${operation.method} ${operation.path} (${probe.label})`;
    if (response.statusCode >= 500) problems.push(`${where}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    for (const leak of leaks)
      if (leak.test(response.body.slice(0, 5_000)) && response.headers['content-type']?.toString().includes('json'))
        problems.push(`${where}: leaks ${leak}`);
    const isJson = response.headers['content-type']?.toString().startsWith('application/json');
    const fileAnswer = response.statusCode === 200 && !isJson;
    if (fileAnswer || (response.statusCode === 200 && notEnvelopes.has(`${operation.method} ${operation.path}`))) return problems;
    try {
      const body = JSON.parse(response.body);
      if (typeof body?.code !== 'number' || typeof body?.msg !== 'string' || !('data' in body))
        problems.push(`${where}: not an envelope: ${response.body.slice(0, 200)}`);
      // 600-602 are the session codes (expired, kicked, invalid): refusals like any other.
      if (body?.code >= 500 && body?.code < 600) problems.push(`${where}: code ${body.code} ${body.msg}`);
    } catch {
      problems.push(`${where}: not JSON (HTTP ${response.statusCode}): ${response.body.slice(0, 200)}`);
    }
    return problems;
  }

  it('documents enough routes to be worth walking', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(['anonymously', 'as the administrator'])(
    'answers every hostile request %s with a clear refusal',
    async (who) => {
      const problems: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        for (const probe of probesOf(operation)) {
          const token = who === 'anonymously' ? undefined : adminToken;
          const response = await send(probe, token);
          sent += 1;
          problems.push(...problemsOf(operation, probe, response));
          // Signing out (or a refused session) ends the administrator's session: take a new one.
          if (token && response.statusCode === 401) await newAdminSession();
        }
      }
      expect(sent).toBeGreaterThan(1_000);
      expect(problems).toEqual([]);
    },
    600_000,
  );
});
