/**
 * Portals (menu 门户设计; issue 16, reference 5.6 base_portal; docs/portal.md): name, code, category and
 * the card layout (`formData`, JSON text as JNPF's designer sends it, stored as jsonb and checked by
 * schemas/portal-layout.ts). The standard calls come from this definition; showing a portal, the
 * pickers, a user's own arrangement and the default portal are server/portal/portal-routes.ts.
 */
import { moduleCodePattern, portalMenu, portalMessages, portalPath } from '../../api/portal';
import { ruleOf, type FormMessages } from '../form-rules';
import { defineResource, type ResourceInfo } from './define';
import { nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

const messages = {
  fullName: { required: '请输入门户名称', maxLength: '门户名称最多为50个字符' },
  enCode: {
    required: '请输入门户编码',
    maxLength: '门户编码最多为50个字符',
    rules: [ruleOf(new RegExp(moduleCodePattern), '编码只能是字母、数字、点、下划线和连字符，且以字母或数字开头和结尾')],
  },
  category: { maxLength: '门户分类最多为50个字符' },
} satisfies FormMessages;

export const portalResource = defineResource({
  name: 'portal',
  path: portalPath,
  table: 'portal',
  menu: portalMenu,
  fields: {
    id: standardFields.id,
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    category: { column: 'category', type: 'text' },
    formData: { column: 'form_data', type: 'text', inList: false },
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    description: standardFields.description,
    creatorTime: { ...standardFields.creatorTime, inInfo: false },
    lastModifyTime: { column: 'last_modify_time', type: 'time', inInfo: false },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode'],
      additionalProperties: false,
      properties: {
        id: standardProperties.id,
        fullName: nameProperty('门户名称'),
        enCode: nameProperty('门户编码'),
        category: { type: 'string', title: '门户分类', maxLength: 50, default: '' },
        // 60 cards of a few hundred characters each.
        formData: { type: 'string', title: '门户布局', maxLength: 200_000, default: '{"cards":[]}' },
        sortCode: standardProperties.sortCode,
        enabledMark: standardProperties.enabledMark,
        description: standardProperties.description,
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'category', 'sortCode', 'enabledMark', 'description', 'formData', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      category: textInput(messages.category),
      formData: { 'ui:field': 'textarea', 'ui:options': { rows: 10 } },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { category: 'category' },
    sortable: ['sortCode', 'creatorTime', 'fullName', 'enCode', 'lastModifyTime'],
    defaultSort: 'asc',
    pageSize: 20,
  },
  unique: { portal_en_code: portalMessages.codeTaken, portal_full_name: portalMessages.nameTaken },
  actions: {
    list: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_enable' },
  },
  messages: { notFound: portalMessages.notFound },
});

/** A portal as its info call answers it (`formData` as JSON text). */
export type PortalInfo = ResourceInfo<typeof portalResource>;
