/**
 * The file calls (api/file-client.ts) over the project's HTTP client with a fake fetch: addresses,
 * multipart and form-urlencoded bodies, the token on preview addresses, and the upload calls' silence
 * on failure (the uploaders word it) while other calls show the client's notice.
 */
import { describe, expect, it, vi } from 'vitest';
import { createFileApi } from '../../api/file-client';
import { chunkSize, type ChunkQuery } from '../../api/files';
import { ApiError, NETWORK_ERROR_CODE, createHttpClient, type Notice, type SessionEndEvent } from '../../api/http-client';

interface Call {
  url: string;
  init: RequestInit;
}

/** An answer that never comes (until the call is cancelled). */
const hang = Symbol('hang');

function setup(answer: (call: Call) => unknown = () => ({ code: 200, msg: 'ok', data: {} })) {
  const calls: Call[] = [];
  const notices: Notice[] = [];
  const ends: SessionEndEvent[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const body = answer(call);
    if (body === hang)
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  const http = createHttpClient({
    baseUrl: 'http://heat.test',
    getToken: () => 'bearer t0k',
    onSessionEnd: (e) => ends.push(e),
    notify: (n) => notices.push(n),
    fetchImpl,
    sessionEndDelay: 0,
    now: () => 1_700_000_000_000,
  });
  return { api: createFileApi(http, { getToken: () => 'bearer t0k' }), calls, notices, ends };
}

const query: ChunkQuery = {
  chunkNumber: 2,
  chunkSize,
  currentChunkSize: 10,
  totalSize: chunkSize + 10,
  identifier: 'abc',
  fileName: '报表#1.pdf',
  relativePath: '报表#1.pdf',
  totalChunks: 2,
  extension: 'pdf',
  fileType: 'application/pdf',
};

describe('file calls', () => {
  it('chunk test: GET /api/file/chunk with the chunk fields as the query', async () => {
    const { api, calls } = setup(() => ({ code: 200, msg: '', data: { merge: false, chunkNumbers: [1] } }));
    expect(await api.chunkTest(query)).toEqual({ merge: false, chunkNumbers: [1] });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/file/chunk');
    expect(calls[0]!.init.method).toBe('GET');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      chunkNumber: '2',
      chunkSize: String(chunkSize),
      identifier: 'abc',
      fileName: '报表#1.pdf',
      totalChunks: '2',
      fileType: 'application/pdf',
    });
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('bearer t0k');
  });

  it('chunk upload: multipart with every field and the chunk as `file`', async () => {
    const { api, calls } = setup(() => ({ code: 200, msg: '', data: { merge: true, chunkNumbers: [1, 2] } }));
    await api.uploadChunk(query, new Blob(['0123456789']));
    const body = calls[0]!.init.body as FormData;
    expect(calls[0]!.init.method).toBe('POST');
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('chunkNumber')).toBe('2');
    expect(body.get('currentChunkSize')).toBe('10');
    expect(body.get('extension')).toBe('pdf');
    const part = body.get('file') as File;
    expect(part.size).toBe(10);
    expect(part.name).toBe('报表#1.pdf');
  });

  it('merge: form-urlencoded; simple upload: multipart with pathType, isAccount and folder', async () => {
    const stored = {
      name: '20260101_x.pdf',
      url: '/api/file/Image/annex/20260101_x.pdf',
      fileSize: 10,
      fileExtension: 'pdf',
      thumbUrl: '',
      fileVersionId: '',
    };
    const { api, calls } = setup(() => ({ code: 200, msg: '', data: stored }));
    expect(
      await api.merge({ identifier: 'abc', fileName: '报表1.pdf', fileSize: 10, extension: 'pdf', type: 'annex', pathType: 'defaultPath' }),
    ).toEqual(stored);
    expect(new URL(calls[0]!.url).pathname).toBe('/api/file/merge');
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toEqual({
      identifier: 'abc',
      fileName: '报表1.pdf',
      fileSize: '10',
      extension: 'pdf',
      type: 'annex',
      pathType: 'defaultPath',
    });

    await api.upload('annexpic', new Blob(['png']), 'a.png', { pathType: 'selfPath', isAccount: '1', folder: 'pics' });
    expect(new URL(calls[1]!.url).pathname).toBe('/api/file/Uploader/annexpic');
    const form = calls[1]!.init.body as FormData;
    expect((form.get('file') as File).name).toBe('a.png');
    expect([form.get('pathType'), form.get('isAccount'), form.get('folder')]).toEqual(['selfPath', '1', 'pics']);
  });

  it('download link, pack download and preview (the token appended; empty when there is none)', async () => {
    const { api, calls } = setup((call) => {
      const path = new URL(call.url).pathname;
      if (path.startsWith('/api/file/Download/'))
        return { code: 200, msg: '', data: { name: 'a.pdf', url: '/api/file/Download?encryption=e' } };
      if (path.startsWith('/api/file/PackDownload/'))
        return { code: 200, msg: '', data: { downloadVo: { name: 'z.zip', url: '/z' }, downloadName: 'z.zip' } };
      const name = new URL(call.url).searchParams.get('fileName');
      return { code: 200, msg: '', data: name === 'none' ? '' : '/preview/x.pdf?v=1' };
    });
    expect(await api.downloadLink('annex', '2026 a#.pdf')).toEqual({ name: 'a.pdf', url: '/api/file/Download?encryption=e' });
    expect(new URL(calls[0]!.url).pathname).toBe('/api/file/Download/annex/2026%20a%23.pdf');
    await api.packDownload('annex', [{ fileId: 'f1', fileName: 'a.pdf' }]);
    expect(new URL(calls[1]!.url).pathname).toBe('/api/file/PackDownload/annex');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual([{ fileId: 'f1', fileName: 'a.pdf' }]);
    expect(await api.preview({ fileName: 'f1', fileVersionId: 'v', fileDownloadUrl: '/u' })).toBe(
      'http://heat.test/preview/x.pdf?v=1&token=bearer%20t0k',
    );
    expect(Object.fromEntries(new URL(calls[2]!.url).searchParams)).toMatchObject({
      fileName: 'f1',
      fileVersionId: 'v',
      fileDownloadUrl: '/u',
    });
    expect(await api.preview({ fileName: 'none' })).toBe('');
    expect(api.fileUrl('/api/file/Image/annexpic/a.png')).toBe('http://heat.test/api/file/Image/annexpic/a.png');
  });

  it('upload calls fail without a notice of the client (the uploaders word it), a cancelled chunk too; a session-ending code still ends the session', async () => {
    let answer: unknown = { code: 400, msg: '不允许上传.exe类型的文件', data: null };
    const { api, notices, ends } = setup(() => answer);
    const refused = await api.chunkTest(query).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 400, message: '不允许上传.exe类型的文件', notified: false });
    answer = new TypeError('Failed to fetch');
    const lost = await api.uploadChunk(query, new Blob(['x'])).catch((e: unknown) => e);
    expect(lost).toMatchObject({ code: NETWORK_ERROR_CODE, notified: false });
    answer = { code: 600, msg: '登录过期,请重新登录', data: null };
    await expect(api.merge({ identifier: 'a', fileName: 'a', fileSize: 1, extension: '', type: 'annex' })).rejects.toMatchObject({
      code: 600,
    });
    expect(notices).toEqual([]);
    expect(ends.map((e) => e.code)).toEqual([600]);

    answer = hang;
    const controller = new AbortController();
    const cancelled = api.uploadChunk(query, new Blob(['x']), controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await cancelled).toMatchObject({ code: NETWORK_ERROR_CODE, notified: false, cause: { reason: 'aborted' } });
    expect(notices).toEqual([]);

    answer = { code: 400, msg: '文件不存在', data: null };
    await expect(api.downloadLink('annex', 'x')).rejects.toMatchObject({ notified: true });
    expect(notices).toEqual([{ type: 'error', message: '文件不存在', duration: 1500 }]);
  });
});
