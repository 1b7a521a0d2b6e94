/**
 * JSON Schemas of the sign-in and current-user bodies (spec 000 sections 3, 5, 7.1, 7.2). The server
 * validates requests with them; the front-end forms validate with the same ones.
 */
const md5Hex = { type: 'string', pattern: '^[0-9a-fA-F]{32}$', description: 'Lower-case hex MD5 of the plain password' } as const;

export const loginBodySchema = {
  type: 'object',
  required: ['account', 'password', 'grant_type'],
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 50 },
    password: md5Hex,
    code: { type: 'string', maxLength: 16 },
    timestamp: { type: 'string', maxLength: 64 },
    origin: { type: 'string', maxLength: 32 },
    jnpf_ticket: { type: 'string', maxLength: 256 },
    grant_type: { type: 'string', enum: ['password'] },
  },
} as const;

export const lockScreenBodySchema = {
  type: 'object',
  required: ['account', 'password'],
  additionalProperties: false,
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 50 },
    password: md5Hex,
  },
} as const;

export const modifyPasswordBodySchema = {
  type: 'object',
  required: ['oldPassword', 'password', 'plainPassword'],
  additionalProperties: false,
  properties: {
    oldPassword: md5Hex,
    password: md5Hex,
    plainPassword: { type: 'string', minLength: 1, maxLength: 64 },
    code: { type: 'string', maxLength: 16 },
    timestamp: { type: 'string', maxLength: 64 },
  },
} as const;

export const baseInfoUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    realName: { type: 'string', minLength: 1, maxLength: 50 },
    nickName: { type: 'string', maxLength: 50 },
    gender: { type: 'string', enum: ['', '1', '2'] },
    birthday: { type: ['integer', 'null'] },
    mobilePhone: { type: 'string', pattern: '^$|^1[3-9]\\d{9}$' },
    telePhone: { type: 'string', maxLength: 20 },
    email: { type: 'string', maxLength: 100, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    postalAddress: { type: 'string', maxLength: 200 },
    signature: { type: 'string', maxLength: 500 },
  },
} as const;

export const systemThemeBodySchema = {
  type: 'object',
  required: ['theme'],
  additionalProperties: false,
  properties: { theme: { type: 'string', enum: ['classic', 'functional', 'plain', 'blend'] } },
} as const;

export const systemLanguageBodySchema = {
  type: 'object',
  required: ['language'],
  additionalProperties: false,
  properties: { language: { type: 'string', enum: ['zh', 'en', 'zhtw'] } },
} as const;

/** Paged-list query conventions (reference section 4.1); page sizes up to 100000 (spec 000 section 9). */
export const pageQuerySchema = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100000, default: 20 },
    sidx: { type: 'string', maxLength: 50 },
    sort: { type: 'string', enum: ['asc', 'desc'] },
    n: { type: 'string', description: 'cache-buster added by the client' },
  },
} as const;

/** Every call may carry the cache-buster `n` (spec 000 section 7.5). */
export const cacheBusterQuerySchema = {
  type: 'object',
  properties: { n: { type: 'string' } },
} as const;
