import '../../helpers/kinds';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { Notice } from '../../../../api';
import { fillTemplate, parameterValues, placeholdersOf } from '../../../../api/message-centre';
import type { MonitorApi } from '../../../../api/message-monitor-client';
import type { ResourceClient } from '../../../../api/resource-client';
import { createMemoryDataSource } from '../../../../engine/memory-data-source';
import { checkPageSchema, EnginePage } from '../../../../engine/page';
import { dialogUiSchema } from '../../../../engine/page/dialog-form';
import { PermissionProvider } from '../../../../engine/permission/Can';
import {
  messageMonitorPage,
  messageTemplatePage,
  monitorCalls,
  monitorReceiversPage,
  sendConfigPage,
} from '../../../../schemas/pages/message-centre';
import { messageTemplateResource } from '../../../../schemas/resources/message-template';
import { sendConfigResource } from '../../../../schemas/resources/send-config';
import { createMonitorSource, readState } from '../../../../screens/msg-center/monitor/monitor-source';
import { templatePreview } from '../../../../screens/msg-center/template-preview';
import { createResourceSource, resourceHandlers } from '../../../../screens/resource/resource-source';

afterEach(cleanup);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** A resource client whose requests are recorded and answered by `answer`. */
function recordingClient(answer: (method: string, path: string) => unknown = () => null) {
  const calls: [string, string, unknown?][] = [];
  const client: ResourceClient = {
    list: async (query) => (calls.push(['GET', '', query]), { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
    selector: async () => [],
    all: async () => [],
    info: async (id) => (calls.push(['GET', `/${id}`]), { id }),
    create: async (body) => (calls.push(['POST', '', body]), { msg: '新建成功', data: { id: 'n' } }),
    update: async (id, body) => (calls.push(['PUT', `/${id}`, body]), { msg: '修改成功', data: null }),
    remove: async (id) => (calls.push(['DELETE', `/${id}`]), { msg: '删除成功', data: null }),
    toggleState: async () => ({ msg: '更新成功', data: { enabledMark: 0 } }),
    get: async <T,>(subPath: string, query?: Record<string, unknown>) => (calls.push(['GET', subPath, query]), answer('GET', subPath) as T),
    send: async <T,>(method: string, subPath: string, body?: unknown) => (
      calls.push([method, subPath, body]),
      { msg: '发送成功', data: answer(method, subPath) as T }
    ),
    at: () => client,
  };
  return { client, calls };
}

describe('message-centre pages', () => {
  it('are well-formed page schemas', () => {
    for (const page of [messageTemplatePage, sendConfigPage, messageMonitorPage, monitorReceiversPage])
      expect(checkPageSchema(page), page.id).toEqual([]);
  });

  it('fill {param} placeholders: the sender’s values, else the defaults; other braces stay', () => {
    expect(placeholdersOf('{a}{b} {a} {1x} {}')).toEqual(['a', 'b']);
    const values = parameterValues([{ field: 'a', defaultValue: 'A' }, { field: 'b' }, { field: 'c', defaultValue: 'C' }], { c: 3 });
    expect(values).toEqual({ a: 'A', b: '', c: '3' });
    expect(fillTemplate('{a}-{b}-{c}-{d}-{ x }', values)).toBe('A--3-{d}-{ x }');
  });

  it("previews a template's title and content with the defaults, and names an undeclared placeholder", () => {
    expect(
      templatePreview({
        title: '{station}停热',
        content: '{station}将于{time}停热，请{who}留意',
        templateParameters: [{ field: 'station', defaultValue: '城东一站' }, { field: 'time', defaultValue: '8:00' }, {}],
      }),
    ).toBe('标题：城东一站停热\n内容：城东一站将于8:00停热，请{who}留意\n提示：参数 {who} 未在参数列表中定义');
    expect(resourceHandlers.messageTemplate?.derive?.messageTemplatePreview).toBe(templatePreview);
  });

  it("loads a sub-table column's options into that column (the configuration's template per row)", () => {
    const dialog = sendConfigPage.dialogs!.record!;
    const ui = dialogUiSchema(dialog, 'create', { 'sendConfigTemplateList.templateId': [{ id: 't1', fullName: '停热提醒' }] });
    const table = ui.sendConfigTemplateList as { items: Record<string, { 'ui:options': Record<string, unknown> }> };
    expect(table.items.templateId!['ui:options']).toMatchObject({ dataType: 'static', options: [{ id: 't1', fullName: '停热提醒' }] });
    expect(table.items.channel!['ui:options']).toMatchObject({
      options: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
    });
  });
});

describe('the send-configuration source', () => {
  const source = (answer?: (method: string, path: string) => unknown) => {
    const recorded = recordingClient(answer);
    return { ...recorded, source: createResourceSource(sendConfigResource, recorded.client, createMemoryDataSource()) };
  };

  it('offers the enabled templates to the rows, copies, and loads the test dialog with a row per parameter', async () => {
    const { source: calls, calls: sent } = source((_method, path) =>
      path === '/Selector'
        ? { list: [{ id: 't1', fullName: '停热提醒' }] }
        : { parameters: [{ field: 'station', fieldName: '换热站', value: '城东一站' }] },
    );
    expect((await calls.call('sendConfig.templates', {})).data).toEqual([{ id: 't1', fullName: '停热提醒' }]);
    expect((await calls.call('sendConfig.copy', { id: 'c 1' })).msg).toBe('发送成功');
    expect((await calls.call('sendConfig.testConfig', { id: 'c1' })).data).toEqual({
      id: 'c1',
      toUserIds: [],
      parameters: [{ field: 'station', fieldName: '换热站', value: '城东一站' }],
    });
    expect(sent).toEqual([
      ['GET', '/Selector', undefined],
      ['POST', '/c%201/Actions/Copy', undefined],
      ['POST', '/getTestConfig/c1', undefined],
    ]);
  });

  it('test-sends to the chosen users with the values as typed', async () => {
    const { source: calls, calls: sent } = source();
    const outcome = await calls.call('sendConfig.test', {
      id: 'c1',
      values: {
        toUserIds: ['u1', 'u2'],
        parameters: [{ field: 'station', fieldName: '换热站', value: '城西二站' }, { field: ' ', value: 'x' }, { field: 'time' }],
      },
    });
    expect(outcome.msg).toBe('发送成功');
    expect(sent).toEqual([
      [
        'POST',
        '/testSendConfig',
        {
          id: 'c1',
          toUserIds: ['u1', 'u2'],
          parameters: [
            { field: 'station', value: '城西二站' },
            { field: 'time', value: '' },
          ],
        },
      ],
    ]);
  });

  it("copies a template at JNPF's path", async () => {
    const recorded = recordingClient();
    const calls = createResourceSource(messageTemplateResource, recorded.client, createMemoryDataSource());
    await calls.call('messageTemplate.copy', { id: 't1' });
    expect(recorded.calls).toEqual([['POST', '/copy/t1', undefined]]);
  });
});

describe('消息记录', () => {
  const api = (): MonitorApi & { asked: unknown[] } => {
    const asked: unknown[] = [];
    return {
      asked,
      list: async (query) => (
        asked.push(query),
        {
          list: [
            { ...record, id: 'a', readCount: 1, receiverCount: 3 },
            { ...record, id: 'b', channel: 2, readCount: null },
          ],
          pagination: { currentPage: 1, pageSize: 20, total: 2 },
        }
      ),
      info: async () => ({ ...record, content: '', error: '', messageId: null }),
      receivers: async () => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
      remove: async (id) => (asked.push(['remove', id]), '删除成功'),
    };
  };
  const record = {
    id: 'a',
    title: '停热提醒',
    messageType: 3 as const,
    channel: 1 as const,
    releaseUser: '系统管理员/admin',
    releaseTime: 0,
    receiveUser: '王芳',
    receiverCount: 1,
    readCount: 0,
    state: 1 as const,
    templateName: '停热提醒',
    sendConfigName: '停热通知',
  };

  it('asks for the search as the server takes it and shows read of received (none for e-mail)', async () => {
    const monitor = api();
    const source = createMonitorSource(monitor, createMemoryDataSource());
    const page = await source.list(monitorCalls.list, {
      keyword: ' 停热 ',
      messageType: 3,
      channel: '',
      startTime: 1700000000000.4,
      currentPage: 2,
      pageSize: 50,
    });
    expect(monitor.asked[0]).toEqual({
      keyword: '停热',
      messageType: 3,
      channel: undefined,
      startTime: 1700000000000,
      endTime: undefined,
      currentPage: 2,
      pageSize: 50,
    });
    expect(page.list.map((row) => row.readState)).toEqual(['1/3', '—']);
    expect(readState({ readCount: 0, receiverCount: 0 })).toBe('0/0');
    expect((await source.call(monitorCalls.remove, { id: 'a' })).msg).toBe('删除成功');
  });
});

describe('the template dialog', () => {
  it('adds a parameter and shows the filled title and content as the preview', async () => {
    const recorded = recordingClient();
    const notices: Notice[] = [];
    const source = createResourceSource(messageTemplateResource, recorded.client, createMemoryDataSource());
    const button = ['btn_add'].map((enCode) => ({ id: enCode, enCode, fullName: enCode }));
    render(
      <ChakraProvider value={defaultSystem}>
        <PermissionProvider
          value={{ permissionList: [{ modelId: 'm1', moduleName: '消息模板', button, column: [], form: [], resource: [] }], modelId: 'm1' }}
        >
          <EnginePage
            schema={messageTemplatePage}
            dataSource={source}
            notify={(notice) => notices.push(notice)}
            handlers={resourceHandlers.messageTemplate}
            language="zh"
          />
        </PermissionProvider>
      </ChakraProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建模板' });
    await waitFor(() => expect(within(dialog).getByLabelText('消息标题')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('消息标题'), { target: { value: '{station}停热提醒' } });
    fireEvent.change(within(dialog).getByLabelText('消息内容'), { target: { value: '{station}明日停热' } });
    const preview = within(dialog).getByLabelText('预览') as HTMLTextAreaElement;
    await waitFor(() => expect(preview.value).toContain('提示：参数 {station} 未在参数列表中定义'));
    fireEvent.click(within(dialog).getByRole('button', { name: '+ 添加参数' }));
    fireEvent.change(await within(dialog).findByPlaceholderText('参数名'), { target: { value: 'station' } });
    fireEvent.change(within(dialog).getByPlaceholderText('默认值（预览时使用）'), { target: { value: '城东一站' } });
    await waitFor(() => expect(preview.value).toBe('标题：城东一站停热提醒\n内容：城东一站明日停热'));
  });
});

describe('the send-configuration dialog', () => {
  it('chooses a channel and an enabled template per row and saves the rows', async () => {
    const recorded = recordingClient((_method, path) => (path === '/Selector' ? { list: [{ id: 't1', fullName: '停热提醒' }] } : null));
    const notices: Notice[] = [];
    const source = createResourceSource(sendConfigResource, recorded.client, createMemoryDataSource());
    const button = ['btn_add'].map((enCode) => ({ id: enCode, enCode, fullName: enCode }));
    render(
      <ChakraProvider value={defaultSystem}>
        <PermissionProvider
          value={{ permissionList: [{ modelId: 'm1', moduleName: '发送配置', button, column: [], form: [], resource: [] }], modelId: 'm1' }}
        >
          <EnginePage schema={sendConfigPage} dataSource={source} notify={(notice) => notices.push(notice)} language="zh" />
        </PermissionProvider>
      </ChakraProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建配置' });
    await waitFor(() => expect(within(dialog).getByLabelText('配置名称')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('配置名称'), { target: { value: '停热通知' } });
    fireEvent.change(within(dialog).getByLabelText('配置编码'), { target: { value: 'stopHeating' } });
    // The list needs a row: the dialog starts with one, on the in-platform channel.
    const pair = within(dialog).getByRole('table', { name: '发送模板' });
    expect(
      within(pair)
        .getAllByRole('combobox')
        .map((select) => select.textContent),
    ).toEqual(['站内信', '请选择消息模板']);
    fireEvent.click(within(pair).getAllByRole('combobox')[1]!);
    fireEvent.click(await within(dialog).findByRole('option', { name: '停热提醒' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notices).toEqual([{ type: 'success', message: '新建成功', duration: 1500 }]));
    expect(recorded.calls.find(([method]) => method === 'POST')).toEqual([
      'POST',
      '',
      expect.objectContaining({
        fullName: '停热通知',
        enCode: 'stopHeating',
        sendConfigTemplateList: [{ channel: 1, templateId: 't1', enabledMark: 1 }],
      }),
    ]);
  });
});
