/** The query, body and answer schemas of the print-template calls (./print-routes.ts). */
import { printBatchLimit } from '../../api/print-dev';

export const recordId = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const dataQuery = {
  type: 'object',
  required: ['id', 'formId'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 40 }, formId: recordId, menuId: { type: 'string', maxLength: 100 } },
} as const;

export const batchQuery = {
  type: 'object',
  required: ['id', 'formId'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 40 },
    // The records' ids, comma-joined (JNPF sends them so).
    formId: { type: 'string', minLength: 1, maxLength: printBatchLimit * 101 },
    menuId: { type: 'string', maxLength: 100 },
  },
} as const;

export const fieldsBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'integer', enum: [1, 2] },
    formId: { type: 'string', maxLength: 100 },
    interfaceId: { type: 'string', maxLength: 40 },
  },
} as const;

export const optionsBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: {
      anyOf: [
        { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 40 } },
        { type: 'string', maxLength: 4100 },
      ],
    },
  },
} as const;

export const selectorQuery = {
  type: 'object',
  properties: { type: { type: 'integer', enum: [1, 2] }, formId: { type: 'string', maxLength: 100 } },
} as const;

export const pageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    fullName: { type: 'string' },
    printTemplate: { type: 'string' },
    printData: { type: 'object', additionalProperties: true },
    operatorRecordList: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export const groupSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    fullName: { type: 'string' },
    children: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, fullName: { type: 'string' }, jnpfKey: { type: 'string' } } },
    },
  },
} as const;

export const versionRow = {
  type: 'object',
  properties: { id: { type: 'string' }, version: { type: 'integer' }, creatorTime: { type: 'number' }, creatorUser: { type: 'string' } },
} as const;

export const fileAnswer = { type: 'object', properties: { url: { type: 'string' }, name: { type: 'string' } } } as const;
export const idAnswer = { type: 'object', properties: { id: { type: 'string' } } } as const;
export const optionList = {
  type: 'object',
  properties: { list: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, fullName: { type: 'string' } } } } },
} as const;
