/**
 * JSON Schemas of the message, notice and chat calls (spec 000 sections 7.3 and 7.4). The server
 * validates with them; the notice form of the front end can validate with the same ones.
 */
import { pageQuerySchema } from './session';

const id = { type: 'string', minLength: 1, maxLength: 40 } as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

const messageFilters = {
  keyword: { type: 'string', maxLength: 100 },
  type: { type: 'integer', enum: [1, 2, 3, 4, 7, 8] },
  isRead: { type: 'integer', enum: [0, 1] },
} as const;

/** `GET /api/message`: keyword, type and read filters with paging. */
export const messageListQuerySchema = {
  type: 'object',
  properties: { ...pageQuerySchema.properties, ...messageFilters },
} as const;

/** `POST /api/message/Actions/ReadAll`: the list's filters, in the query or (optionally) the body. */
export const readAllQuerySchema = {
  type: 'object',
  properties: { ...messageFilters, n: { type: 'string' } },
} as const;

export const readAllBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: messageFilters,
} as const;

/** `DELETE /api/message/Record`: a list of message ids (a comma-separated text is accepted too). */
export const deleteRecordsBodySchema = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 4000 } } },
} as const;

const messageFile = {
  type: 'object',
  required: ['name', 'url'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 255 },
    fileId: { type: 'string', maxLength: 255 },
    // Only our own file addresses or web addresses: never javascript: or data: links.
    url: { type: 'string', maxLength: 1000, pattern: '^(/api/file/|https?://)' },
    fileSize: { type: 'integer', minimum: 0 },
  },
} as const;

/** `POST /api/message/Notice` and `PUT /api/message/{id}`. */
export const noticeBodySchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    bodyText: { type: 'string', maxLength: 1_000_000 },
    excerpt: { type: 'string', maxLength: 500 },
    files: { type: 'array', maxItems: 50, items: messageFile },
    category: { type: 'integer', enum: [1, 2] },
    toUserIds: { type: 'array', maxItems: 10_000, uniqueItems: true, items: id },
    expirationTime: { type: ['integer', 'null'], minimum: 0 },
  },
} as const;

/** `GET /api/message/Notice`: the notice-management list. */
export const noticeListQuerySchema = {
  type: 'object',
  properties: { ...pageQuerySchema.properties, enabledMark: { type: 'integer', enum: [0, 1, 2] } },
} as const;

/** `GET /api/permission/Users/ImUser`. */
export const imUserQuerySchema = pageQuerySchema;

/** Names the server gives chat images: `yyyyMMdd_<uuid>.<ext>`. */
export const chatImageNamePattern = '^[0-9]{8}_[0-9a-f]{32}\\.(png|jpg|gif|webp|bmp)$';

/** `GET /api/file/Image/IM/{name}`. */
export const chatImageParamsSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', pattern: chatImageNamePattern } },
} as const;
