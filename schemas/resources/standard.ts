/**
 * The parts most resources share, as data: the columns every administration table has, the dialog's
 * status, sort and description fields with their inputs, and the usual add/edit/delete actions.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { textOptions, type FieldMessages } from '../form-rules';
import type { ResourceActions, ResourceDefinition } from './define';

/** id, name, code, description, sort, status and creation time. */
export const standardFields = {
  id: { column: 'id', type: 'text' },
  fullName: { column: 'full_name', type: 'text' },
  enCode: { column: 'en_code', type: 'text' },
  description: { column: 'description', type: 'text', inList: false },
  sortCode: { column: 'sort_code', type: 'integer' },
  enabledMark: { column: 'enabled_mark', type: 'integer' },
  creatorTime: { column: 'creator_time', type: 'time' },
} satisfies ResourceDefinition['fields'];

/** The dialog's id (hidden), status, sort and description. */
export const standardProperties = {
  id: { type: 'string', maxLength: 40 },
  enabledMark: { type: 'integer', title: '状态', enum: [0, 1], default: 1 },
  sortCode: { type: 'integer', title: '排序', minimum: 0, maximum: 999999, default: 0 },
  description: { type: 'string', title: '说明', maxLength: 500 },
} satisfies Record<string, RJSFSchema>;

export const standardUi = {
  id: { 'ui:options': { hidden: true } },
  enabledMark: { 'ui:field': 'switch', 'ui:options': { activeValue: 1, inactiveValue: 0 } },
  sortCode: { 'ui:field': 'inputNumber', 'ui:options': { controls: true } },
  description: { 'ui:field': 'textarea', 'ui:options': { rows: 3 } },
} satisfies UiSchema;

/** A required text of at most 50 characters, as the name and code inputs are. */
export const nameProperty = (title: string): RJSFSchema => ({ type: 'string', title, minLength: 1, maxLength: 50 });
export const textInput = (messages: FieldMessages) => ({ 'ui:field': 'input', 'ui:options': textOptions(messages) });

/** A select of a dictionary's entries that stores the entry's code, as JNPF's type fields do. */
export const dictionaryCodeSelect = (dictionary: string, messages: FieldMessages) => ({
  'ui:field': 'select',
  'ui:options': {
    ...textOptions(messages),
    dataType: 'dictionary',
    dictionaryType: dictionary,
    trigger: 'change',
    props: { value: 'enCode', label: 'fullName' },
  },
});

/** List, pickers, info, and add, edit, delete under btn_add, btn_edit, btn_remove. */
export const standardActions = {
  list: true,
  selector: true,
  info: true,
  create: { button: 'btn_add' },
  update: { button: 'btn_edit' },
  delete: { button: 'btn_remove' },
} satisfies ResourceActions;
