/**
 * JSON Schemas of the softphone's own platform calls (spec 002 section 7.9; server/softphone): the
 * extension kept as the user's landline, whether an extension is shared, and the handset commands sent
 * to the desk phone's address. The messages are the spec's where it gives one.
 */
import type { FormMessages } from './form-rules';

/** An extension: 2 to 10 digits (the settings dialog's rule). */
export const extensionPattern = '^[0-9]{2,10}$';

/** `POST /api/permission/users/updateline {landline}`: the caller's extension; empty clears it. */
export const updateLineBodySchema = {
  type: 'object',
  required: ['landline'],
  additionalProperties: false,
  properties: { landline: { type: 'string', maxLength: 10, pattern: '^[0-9]{0,10}$' } },
} as const;
export const updateLineMessages: FormMessages = {
  landline: { required: '请输入分机号', pattern: '分机号只能是数字', maxLength: '分机号最多为10位数字' },
};

/** `GET /api/App/AppWorkorder/getusenum?num=`. */
export const useNumQuerySchema = {
  type: 'object',
  required: ['num'],
  properties: { num: { type: 'string', pattern: extensionPattern }, n: { type: 'string' } },
} as const;
/** `GET /api/App/AppWorkorder/getUNusenum?num=&userid=`. */
export const unUseNumQuerySchema = {
  type: 'object',
  required: ['num', 'userid'],
  properties: {
    num: { type: 'string', pattern: extensionPattern },
    userid: { type: 'string', minLength: 1, maxLength: 40 },
    n: { type: 'string' },
  },
} as const;

/** `POST /api/tth/tth/phonestate {url}` and `POST /api/tth/tth/jj {url}`: the phone's action address. */
export const phoneUrlBodySchema = {
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: { url: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export const phoneUrlMessages: FormMessages = { url: { required: '请输入话机IP地址', minLength: '请输入话机IP地址' } };

export const shareAnswerSchema = { type: 'object', properties: { success: { type: 'boolean' } } } as const;
