import * as workOrderSchemas from '../../schemas/workorder';
import { resources } from '../../schemas/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryItemFormMessages, dictionaryTypeFormMessages } from '../../schemas/dictionary';
import type { FormMessages } from '../../schemas/form-rules';
import { billRuleResource } from '../../schemas/resources/bill-rule';
import { adminListMessages } from '../../schemas/sys-config';
import { scheduleMessages } from '../../schemas/schedule';
import { phoneUrlMessages, updateLineMessages } from '../../schemas/softphone';
import { databases, startTestServer, type TestServer } from './harness';

/** The work-order calls' messages (schemas/workorder.ts: every `…Messages` export). */
const workOrderFormMessages = Object.entries(workOrderSchemas)
  .filter(([name]) => name.endsWith('Messages'))
  .map(([, messages]) => messages as FormMessages);

/** Dialog bodies answer the spec's own "required" messages (schemas/form-rules.ts) instead of the generic one. */
const specRequiredMessages = new Set(
  (
    [
      dictionaryTypeFormMessages,
      dictionaryItemFormMessages,
      billRuleResource.form.messages,
      adminListMessages,
      scheduleMessages,
      updateLineMessages,
      phoneUrlMessages,
      ...workOrderFormMessages,
      ...resources.map((resource) => resource.form.messages),
    ] as FormMessages[]
  ).flatMap((form) => Object.values(form).flatMap((field) => (field.required ? [field.required] : []))),
);

interface Operation {
  method: string;
  url: string;
  hasBody: boolean;
  integerQuery: string[];
  /** Query parameters the call requires (a call missing one answers that first). */
  requiredQuery: string[];
}

/** Every call the server documents, read off its own OpenAPI document. */
function operations(server: TestServer): Operation[] {
  const document = server.app.swagger() as { paths: Record<string, Record<string, any>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, '7'),
      hasBody: Boolean(operation.requestBody),
      integerQuery: (operation.parameters ?? [])
        .filter((parameter: any) => parameter.in === 'query' && parameter.schema?.type === 'integer')
        .map((parameter: any) => parameter.name as string),
      requiredQuery: (operation.parameters ?? [])
        .filter((parameter: any) => parameter.in === 'query' && parameter.required)
        .map((parameter: any) => parameter.name as string),
    })),
  );
}

describe.each(databases)('request validation on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('documents the calls in OpenAPI', () => {
    const urls = operations(server).map((operation) => `${operation.method} ${operation.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/oauth/Login',
        'GET /api/oauth/CurrentUser',
        'POST /api/permission/Users/Current/Actions/ModifyPassword',
      ]),
    );
  });

  it('rejects a malformed body on every call that takes one with a 4xx and a message naming the field', async () => {
    const withBody = operations(server).filter((operation) => operation.hasBody);
    expect(withBody.length).toBeGreaterThanOrEqual(6);
    for (const operation of withBody) {
      const response = await server.app.inject({
        method: operation.method as 'POST',
        url: operation.url,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify({ bogus: [1] }),
      });
      const body = response.json();
      expect(response.statusCode, `${operation.method} ${operation.url}`).toBe(400);
      expect(body.code).toBe(400);
      if (!specRequiredMessages.has(body.msg))
        // A path parameter the filler's '7' does not fit (a schedule's scope 1-3) is named before the body.
        expect(body.msg, `${operation.method} ${operation.url}`).toMatch(
          /^(缺少必填参数 \w+|不支持的参数 bogus|参数 body 的类型应为数组|参数 \w+ 的值无效，可选值：.+)$/,
        );
    }
  });

  it('rejects text that is not JSON with a 4xx and a message, never a 500', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/permission/Users/Current/SystemTheme',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '{"theme": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^请求无效/) });
  });

  it('rejects malformed query numbers on every paged call', async () => {
    // Calls with required query parameters (the chunk test) answer the first missing one; their numbers are
    // checked in their own tests (files.test.ts).
    const paged = operations(server).filter((operation) => operation.integerQuery.length && !operation.requiredQuery.length);
    expect(paged.length).toBeGreaterThanOrEqual(2);
    for (const operation of paged) {
      for (const name of operation.integerQuery) {
        const response = await server.call(operation.method as 'GET', `${operation.url}?${name}=abc`, token);
        expect(response.status, `${operation.url} ${name}`).toBe(400);
        expect(response.body.msg).toBe(`参数 ${name} 的类型应为整数`);
      }
    }
  });

  it('names the field and its limit in English when the caller asks for English', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/permission/Users/Current/SystemLanguage',
      headers: { authorization: token, 'accept-language': 'en-GB,en;q=0.9' },
      payload: { language: 'fr' },
    });
    expect(response.json().msg).toBe('The field language must be one of zh, en, zhtw');
  });

  it('refuses a login whose password is not an MD5 digest', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=admin&password=plain-text&grant_type=password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('参数 password 格式不正确');
  });

  it('authenticates before validating, so a stranger learns nothing of the schema', async () => {
    const response = await server.call('PUT', '/api/permission/Users/Current/SystemTheme', undefined, { bogus: 1 });
    expect(response.body.code).toBe(602);
  });
});
