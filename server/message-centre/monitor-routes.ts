/**
 * 消息记录's calls (menu msgCenter.msgMonitor; docs/message-centre.md): the records, searchable by
 * keyword, type, channel and time range, paged; one record with its content, and its receivers with
 * who read it (button btn_detail); a record removed (btn_remove: the receivers keep their messages).
 */
import type { FastifyInstance } from 'fastify';
import {
  messageCentreMessages as text,
  messageChannels,
  messageMonitorMenu,
  messageMonitorPath,
  type MessageChannel,
} from '../../api/message-centre';
import { messageTypes, type MessageType } from '../../api/messages';
import { notFound, ok } from '../http/api-error';
import { dropEmptyQueryValues } from '../http/empty-query';
import { idParams, resourceRouteOptions } from '../resources/route-options';
import { deleteRecord, listRecords, recordInfo, recordReceivers } from './monitor-store';

const owner = { tag: 'messageMonitor', menu: messageMonitorMenu };

const paging = {
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100000, default: 20 },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    messageType: { type: 'integer', enum: [...messageTypes] },
    channel: { type: 'integer', enum: [...messageChannels] },
    startTime: { type: 'integer', minimum: 0 },
    endTime: { type: 'integer', minimum: 0 },
    ...paging,
  },
} as const;

const receiverQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 100 }, isRead: { type: 'integer', enum: [0, 1] }, ...paging },
} as const;

const recordProperties = {
  id: { type: 'string' },
  title: { type: 'string' },
  messageType: { type: 'integer' },
  channel: { type: 'integer' },
  releaseUser: { type: 'string' },
  releaseTime: { type: 'number' },
  receiveUser: { type: 'string' },
  receiverCount: { type: 'integer' },
  readCount: { type: ['integer', 'null'] },
  state: { type: 'integer' },
  templateName: { type: 'string' },
  sendConfigName: { type: 'string' },
} as const;

const pageOf = (row: object) => ({
  type: 'object',
  properties: {
    list: { type: 'array', items: row },
    pagination: {
      type: 'object',
      properties: { currentPage: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } },
    },
  },
});

const receiverRow = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    userName: { type: 'string' },
    email: { type: 'string' },
    state: { type: 'string', enum: ['read', 'unread', 'sent', 'failed'] },
    readTime: { type: ['number', 'null'] },
  },
} as const;

interface ListQuery {
  keyword?: string;
  messageType?: MessageType;
  channel?: MessageChannel;
  startTime?: number;
  endTime?: number;
  currentPage: number;
  pageSize: number;
}

export async function messageMonitorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const menu = messageMonitorMenu;

  app.get<{ Querystring: ListQuery }>(
    messageMonitorPath,
    {
      preValidation: dropEmptyQueryValues,
      ...resourceRouteOptions(
        owner,
        { menu },
        'Every message sent, newest first, per channel: keyword (title), type, channel, time range; the total counted up to 1,000 past the page',
        { querystring: listQuery },
        pageOf({ type: 'object', properties: recordProperties }),
      ),
    },
    async (request) => {
      const { keyword, messageType, channel, startTime, endTime, currentPage, pageSize } = request.query;
      return ok(await listRecords(db, { keyword, type: messageType, channel, startTime, endTime }, currentPage, pageSize));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${messageMonitorPath}/:id`,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_detail' },
      'One record with its content (button btn_detail)',
      { params: idParams },
      {
        type: 'object',
        properties: {
          ...recordProperties,
          content: { type: 'string' },
          error: { type: 'string' },
          messageId: { type: ['string', 'null'] },
        },
      },
    ),
    async (request) => {
      const record = await recordInfo(db, request.params.id);
      if (!record) throw notFound(text.monitorNotFound);
      return ok(record);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { keyword?: string; isRead?: 0 | 1; currentPage: number; pageSize: number } }>(
    `${messageMonitorPath}/:id/Receivers`,
    {
      preValidation: dropEmptyQueryValues,
      ...resourceRouteOptions(
        owner,
        { menu, button: 'btn_detail' },
        "A record's receivers, paged: read or unread (in-platform), sent or failed (e-mail) (button btn_detail)",
        { params: idParams, querystring: receiverQuery },
        pageOf(receiverRow),
      ),
    },
    async (request) => {
      const page = await recordReceivers(db, request.params.id, request.query);
      if (!page) throw notFound(text.monitorNotFound);
      return ok(page);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${messageMonitorPath}/:id`,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_remove' },
      'Removes a record; the receivers keep their messages (button btn_remove)',
      { params: idParams },
      { type: 'null' },
    ),
    async (request) => {
      if (!(await deleteRecord(db, request.params.id))) throw notFound(text.monitorNotFound);
      return ok(null, '删除成功');
    },
  );
}
