import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatImageMaxBytes } from '../../api/messages';
import { ApiError } from '../../server/http/api-error';
import { fileDeps } from '../../server/files/file-deps';
import { saveChatImage } from '../../server/messages/chat-images';
import { databases, startTestServer, type TestServer } from './harness';
import { addressOf, connectChat, type TestSocket } from './socket-client';

const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Chat over the socket and the chat calls (spec 000 sections 4, 7.3, 7.4; reference section 1.7). */
describe.each(databases)('chat on %s', (kind) => {
  let server: TestServer;
  let base: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = addressOf(server.app);
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) ids[row.account] = row.id;
    for (const account of ['admin', 'zhangwei', 'wangfang', 'caoyan', 'liqiang']) tokens[account] = await server.login(account);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
  });

  const connect = async (account: string) => {
    const connected = await connectChat(base, tokens[account]!);
    sockets.push(connected.client);
    return connected;
  };
  const conversationsOf = async (account: string) => (await server.call('GET', '/api/message/imreply', tokens[account])).body.data.list;

  it('answers OnConnection with initMessage and tells the others the user came online', async () => {
    const { client: wang, init } = await connect('wangfang');
    expect(init).toEqual({
      method: 'initMessage',
      onlineUsers: [ids.wangfang],
      unreadNums: [],
      unreadNoticeCount: 0,
      unreadMessageCount: 0,
      unreadSystemMessageCount: 0,
      unreadScheduleCount: 0,
      unreadTotalCount: 0,
      messageDefaultText: '',
      messageDefaultTime: null,
      userId: ids.wangfang,
    });
    const { init: zhangInit } = await connect('zhangwei');
    expect(zhangInit.onlineUsers.sort()).toEqual([ids.wangfang, ids.zhangwei].sort());
    expect(await wang.next('Online')).toEqual({ method: 'Online', userId: ids.zhangwei });
  });

  it('delivers a text exactly as typed to the recipient and echoes it to the sender’s other tabs only', async () => {
    const zhang = sockets[1]!;
    const { client: zhangOtherTab } = await connect('zhangwei');
    const wang = sockets[0]!;
    const text = '你好[微笑] <b>not bold</b><img src=x onerror=alert(1)>';
    zhang.send({ method: 'SendMessage', toUserId: ids.wangfang, messageType: 'text', messageContent: text });

    const received = await wang.next('receiveMessage');
    expect(received).toMatchObject({
      formUserId: ids.zhangwei,
      userId: ids.wangfang,
      messageType: 'text',
      formMessage: text,
      realName: '张伟',
      account: 'zhangwei',
    });
    expect(received.dateTime).toBeGreaterThan(Date.now() - 60_000);
    const echo = await zhangOtherTab.next('sendMessage');
    expect(echo).toMatchObject({
      userId: ids.zhangwei,
      toUserId: ids.wangfang,
      toMessage: text,
      toRealName: '王芳',
      toAccount: 'wangfang',
      id: received.id,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(zhang.all('sendMessage')).toEqual([]);

    const [row] = await server.db.query<{ content: string }>(`select content from im_content where id = $1`, [received.id]);
    expect(row!.content).toBe(text);
  });

  it('counts unread per peer in initMessage and imreply until UpdateReadMessage', async () => {
    const { client: wangAgain, init } = await connect('wangfang');
    expect(init.unreadNums).toEqual([
      expect.objectContaining({
        sendUserId: ids.zhangwei,
        unreadNum: 1,
        defaultMessageType: 'text',
        defaultMessage: expect.stringContaining('你好[微笑]'),
      }),
    ]);
    expect(await conversationsOf('wangfang')).toEqual([
      expect.objectContaining({
        id: ids.zhangwei,
        realName: '张伟',
        account: 'zhangwei',
        unreadMessage: 1,
        messageType: 'text',
        latestMessage: expect.stringContaining('你好'),
      }),
    ]);
    expect((await conversationsOf('zhangwei'))[0]).toMatchObject({ id: ids.wangfang, unreadMessage: 0 });

    wangAgain.send({ method: 'UpdateReadMessage', formUserId: ids.zhangwei });
    let unread = 1;
    for (let i = 0; i < 50 && unread; i++) {
      unread = (await conversationsOf('wangfang'))[0].unreadMessage;
      if (unread) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(unread).toBe(0);
  });

  it('pages the conversation: 30 newest first, oldest first within a page, then history and keyword search', async () => {
    const zhang = sockets[1]!;
    for (let i = 1; i <= 35; i++) {
      zhang.send({ method: 'SendMessage', toUserId: ids.wangfang, messageType: 'text', messageContent: `第${i}条` });
      await sockets[0]!.next('receiveMessage', sockets[0]!.frames.length);
    }
    const wang = sockets[0]!;
    const from = wang.frames.length;
    wang.send({
      method: 'MessageList',
      toUserId: ids.zhangwei,
      formUserId: ids.wangfang,
      currentPage: 1,
      pageSize: 30,
      sord: 'desc',
      keyword: '',
    });
    const first = await wang.next('messageList', from);
    expect(first.pagination).toEqual({ total: 36, currentPage: 1, pageSize: 30 });
    expect(first.toUserId).toBe(ids.zhangwei);
    expect(first.list).toHaveLength(30);
    expect(first.list[0].content).toBe('第6条');
    expect(first.list[29]).toMatchObject({
      content: '第35条',
      sendUserId: ids.zhangwei,
      receiveUserId: ids.wangfang,
      contentType: 'text',
      state: 0,
    });

    const before = wang.frames.length;
    wang.send({ method: 'MessageList', toUserId: ids.zhangwei, currentPage: 2, pageSize: 30 });
    const second = await wang.next('messageList', before);
    expect(second.list.map((m: any) => m.content.slice(0, 6))).toEqual(['你好[微笑]', '第1条', '第2条', '第3条', '第4条', '第5条']);

    const searched = wang.frames.length;
    wang.send({ method: 'MessageList', toUserId: ids.zhangwei, currentPage: 1, pageSize: 50, keyword: '第3' });
    const found = await wang.next('messageList', searched);
    expect(found.list.map((m: any) => m.content)).toEqual(['第3条', '第30条', '第31条', '第32条', '第33条', '第34条', '第35条']);

    const invalid = wang.frames.length;
    wang.send({ method: 'MessageList', toUserId: ids.zhangwei, currentPage: 1, pageSize: 1000 });
    expect(await wang.next('error', invalid)).toEqual({ method: 'error', msg: '参数 pageSize 无效' });
  });

  it('keeps each conversation to its two parties', async () => {
    const { client: cao } = await connect('caoyan');
    cao.send({ method: 'MessageList', toUserId: ids.zhangwei, currentPage: 1, pageSize: 30 });
    expect((await cao.next('messageList')).list).toEqual([]);
    expect(await conversationsOf('caoyan')).toEqual([]);
  });

  it('refuses empty text, unknown recipients, oneself and unknown message types', async () => {
    const zhang = sockets[1]!;
    const attempts: [object, string][] = [
      [{ toUserId: ids.wangfang, messageType: 'text', messageContent: '   ' }, '不能发送空白消息'],
      [{ toUserId: 'nobody', messageType: 'text', messageContent: 'hi' }, '用户不存在'],
      [{ toUserId: ids.zhangwei, messageType: 'text', messageContent: 'hi' }, '不能给自己发送消息'],
      [{ toUserId: ids.wangfang, messageType: 'video', messageContent: 'hi' }, '参数 messageType 无效'],
    ];
    for (const [frame, msg] of attempts) {
      const from = zhang.frames.length;
      zhang.send({ method: 'SendMessage', ...frame });
      expect(await zhang.next('error', from)).toEqual({ method: 'error', msg });
    }
  });

  it('sends an uploaded image by name, serves it, and refuses someone else’s upload', async () => {
    const uploaded = await saveChatImage(fileDeps(server.ctx), ids.zhangwei!, 'photo.png', pngBytes);
    expect(uploaded).toMatchObject({ fileSize: pngBytes.length, fileExtension: 'png', url: `/api/file/Image/IM/${uploaded.name}` });
    expect(uploaded.name).toMatch(/^\d{8}_[0-9a-f]{32}\.png$/);

    const zhang = sockets[1]!;
    const wang = sockets[0]!;
    const from = wang.frames.length;
    zhang.send({
      method: 'SendMessage',
      toUserId: ids.wangfang,
      messageType: 'image',
      messageContent: { name: uploaded.name, width: 120, height: 80 },
    });
    const received = await wang.next('receiveMessage', from);
    expect(received).toMatchObject({
      messageType: 'image',
      formMessage: { path: uploaded.url, name: uploaded.name, width: 120, height: 80 },
    });
    expect((await conversationsOf('wangfang'))[0]).toMatchObject({
      messageType: 'image',
      latestMessage: JSON.stringify(received.formMessage),
    });

    const image = await server.app.inject({ method: 'GET', url: uploaded.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/file/Image/IM/20260101_00000000000000000000000000000000.png' })).statusCode,
    ).toBe(404);

    const { client: cao } = await connect('caoyan');
    cao.send({
      method: 'SendMessage',
      toUserId: ids.wangfang,
      messageType: 'image',
      messageContent: { name: uploaded.name, width: 1, height: 1 },
    });
    expect(await cao.next('error')).toEqual({ method: 'error', msg: '图片不存在' });
  });

  it('accepts images only, up to 5 MB', async () => {
    const refusal = (data: Uint8Array) =>
      saveChatImage(fileDeps(server.ctx), ids.zhangwei!, 'x', data).then(
        () => 'stored',
        (error: ApiError) => error.message,
      );
    const tooLarge = Buffer.alloc(chatImageMaxBytes + 1);
    pngBytes.copy(tooLarge);
    expect(await refusal(tooLarge)).toBe('图片大小不能超过5M');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe('只能上传图片');
    expect(await refusal(Buffer.from('%PDF-1.7'))).toBe('只能上传图片');
    const atLimit = Buffer.alloc(chatImageMaxBytes);
    pngBytes.copy(atLimit);
    expect(await refusal(atLimit)).toBe('stored');
  });

  it('uploads a chat image over HTTP as multipart and refuses a file over 5 MB or not an image', async () => {
    const upload = async (data: Buffer, filename: string) => {
      const boundary = '----heating' + Math.random().toString(16).slice(2);
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/file/Uploader/IM',
        headers: { authorization: tokens.zhangwei!, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      return response.json();
    };
    const stored = await upload(pngBytes, 'dot.png');
    expect(stored).toMatchObject({ code: 200, data: { url: expect.stringMatching(/^\/api\/file\/Image\/IM\/.+\.png$/) } });
    const image = await server.app.inject({ method: 'GET', url: stored.data.url });
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    const tooLarge = Buffer.alloc(chatImageMaxBytes + 1);
    pngBytes.copy(tooLarge);
    expect((await upload(tooLarge, 'big.png')).msg).toBe('图片大小不能超过5M');
    expect((await upload(Buffer.from('%PDF-1.7'), 'doc.pdf')).msg).toBe('只能上传图片');
    const notMultipart = await server.call('POST', '/api/file/Uploader/IM', tokens.zhangwei, { file: 'x' });
    expect(notMultipart.status).toBe(400);
  });

  it('deletes my copy of the records and removes a conversation until a new message arrives', async () => {
    expect((await server.call('DELETE', `/api/message/imreply/deleteChatRecord/${ids.zhangwei}`, tokens.wangfang)).body.code).toBe(200);
    const wang = sockets[0]!;
    const from = wang.frames.length;
    wang.send({ method: 'MessageList', toUserId: ids.zhangwei, currentPage: 1, pageSize: 30 });
    expect((await wang.next('messageList', from)).pagination.total).toBe(0);
    expect((await conversationsOf('wangfang'))[0]).toMatchObject({
      id: ids.zhangwei,
      latestMessage: '',
      messageType: '',
      unreadMessage: 0,
    });
    // zhangwei still has every message.
    const zhang = sockets[1]!;
    const zhangFrom = zhang.frames.length;
    zhang.send({ method: 'MessageList', toUserId: ids.wangfang, currentPage: 1, pageSize: 30 });
    expect((await zhang.next('messageList', zhangFrom)).pagination.total).toBe(37);

    expect((await server.call('DELETE', `/api/message/imreply/relocation/${ids.wangfang}`, tokens.zhangwei)).body.code).toBe(200);
    expect((await conversationsOf('zhangwei')).map((c: any) => c.id)).not.toContain(ids.wangfang);
    wang.send({ method: 'SendMessage', toUserId: ids.zhangwei, messageType: 'text', messageContent: '还在吗' });
    await zhang.next('receiveMessage', zhangFrom);
    expect((await conversationsOf('zhangwei'))[0]).toMatchObject({ id: ids.wangfang, latestMessage: '还在吗', unreadMessage: 1 });
  });

  it('pushes messagePush to a connected receiver when a notice is released', async () => {
    const { client: li } = await connect('liqiang');
    const created = await server.call('POST', '/api/message/Notice', tokens.admin, { title: '供暖季开始', toUserIds: [ids.liqiang] });
    await server.call('PUT', `/api/message/${created.body.data.id}/Actions/Release`, tokens.admin);
    expect(await li.next('messagePush')).toMatchObject({
      method: 'messagePush',
      unreadNoticeCount: 1,
      userId: ids.admin,
      title: '供暖季开始',
      messageType: 1,
      id: created.body.data.id,
    });
    const { init } = await connect('liqiang');
    expect(init).toMatchObject({ unreadNoticeCount: 1, unreadTotalCount: 1, messageDefaultText: '供暖季开始' });
    expect(sockets[0]!.all('messagePush')).toEqual([]);
  });

  it('lists contacts paged with keyword, without the caller', async () => {
    const page = (await server.call('GET', '/api/permission/Users/ImUser?currentPage=1&pageSize=20', tokens.zhangwei)).body.data;
    expect(page.list).toHaveLength(20);
    expect(page.pagination.total).toBe(30);
    expect(page.list.map((u: any) => u.id)).not.toContain(ids.zhangwei);
    const found = (await server.call('GET', '/api/permission/Users/ImUser?keyword=王芳', tokens.zhangwei)).body.data.list;
    expect(found).toEqual([{ id: ids.wangfang, account: 'wangfang', realName: '王芳', headIcon: '', department: expect.any(String) }]);
    expect(found[0].department).not.toBe('');
  });

  it('answers 发送配置不存在 to any signed-in user for a send configuration that does not exist (docs/message-centre.md)', async () => {
    expect((await server.call('GET', '/api/message/SendMessageConfig/123', tokens.zhangwei)).body).toEqual({
      code: 404,
      msg: '发送配置不存在',
      data: null,
    });
  });

  it('closes a socket whose session expired at its next frame', async () => {
    const token = await server.login('caoyan');
    // Connected and answered first: the socket opens before the server has checked the token.
    const { client } = await connectChat(base, token);
    sockets.push(client);
    await server.db.query(`update session set expires_at = now() - interval '1 second' where user_id = $1`, [ids.caoyan]);
    await new Promise((resolve) => setTimeout(resolve, 2100)); // past the 2 s session cache
    client.send({ method: 'OnConnection' });
    expect(await client.closed).toBe(4001);
    expect(client.frames.at(-1)).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
  });

  it('cuts off a client that stops reading instead of queueing for it without bound', async () => {
    const { client } = await connect('admin');
    // The client stops reading: the server's send buffer fills and must not grow past its bound.
    (client.socket as any)._socket.pause();
    const [connection] = server.app.socketHub.connectionsOf(ids.admin!);
    const big = { method: 'refresh', msg: 'x'.repeat(256 * 1024) };
    for (let i = 0; i < 200 && connection!.socket.readyState === connection!.socket.OPEN; i++) {
      connection!.send(big);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(connection!.socket.readyState).not.toBe(connection!.socket.OPEN);
    expect(connection!.socket.bufferedAmount).toBeLessThan(4 * 1024 * 1024);
  });
});
