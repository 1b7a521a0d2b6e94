/**
 * Definitions of visual development (menu 功能设计; spec 001 section 7 "Visual development", reference
 * 2, 3, 3.4 and 5.6 base_visual_dev). The JSON parts travel as JSON text, as JNPF's designer sends
 * them, and are stored as jsonb; the server checks them (server/resources/hooks/visual-dev-hooks.ts).
 * The editor is screens/visual-dev/; the list is this definition's page (schemas/pages/visual-dev.ts).
 */
import { visualDevCategoryDictionary, visualDevMenu, visualDevMessages } from '../../api/visual-dev';
import { patternFormats } from '../patterns';
import { ruleOf, type FormMessages } from '../form-rules';
import { defineResource, type ResourceInfo } from './define';
import { dictionaryCodeSelect, standardFields, standardProperties, standardUi, textInput } from './standard';

const messages = {
  fullName: { required: '请输入名称', maxLength: '名称最多为50个字符' },
  enCode: {
    required: '请输入编码',
    maxLength: '编码最多为50个字符',
    rules: [ruleOf(patternFormats.enCode!.regex, '编码只能是字母、数字和点，点不能在首尾')],
  },
  category: { required: '请选择分类' },
} satisfies FormMessages;

/** A JSON part: JSON text of up to 2,000,000 characters (a 200-field form is about 400,000). */
const jsonText = (title: string) => ({ type: 'string', title, maxLength: 2_000_000 }) as const;

/** The name of the category (an entry of webDesign, by its code), or the code when the entry is gone. */
const categoryName = `coalesce((select d.full_name from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id
  where t.en_code = '${visualDevCategoryDictionary}' and d.en_code = r.category limit 1), r.category)`;

export const visualDevResource = defineResource({
  name: 'visualDev',
  path: '/api/visualdev/Base',
  table: 'visual_dev',
  menu: visualDevMenu,
  fields: {
    id: standardFields.id,
    fullName: standardFields.fullName,
    enCode: standardFields.enCode,
    // The dialog holds the entry's code; the list shows its name.
    category: { column: 'category', type: 'text', list: { select: categoryName } },
    categoryCode: { column: 'category', type: 'text', inInfo: false },
    webType: { column: 'web_type', type: 'integer' },
    type: { column: 'type', type: 'integer' },
    state: { column: 'state', type: 'integer' },
    formData: { column: 'form_data', type: 'text', inList: false },
    columnData: { column: 'column_data', type: 'text', inList: false },
    appColumnData: { column: 'app_column_data', type: 'text', inList: false },
    tablesData: { column: 'tables_data', type: 'text', inList: false },
    dbLinkId: { column: 'db_link_id', type: 'text', inList: false },
    // Web type 4 (数据视图): the data interface the list runs and its parameters (JSON text of an array).
    interfaceId: { column: 'interface_id', type: 'text', inList: false },
    interfaceParam: { column: 'interface_param', type: 'text', inList: false },
    description: standardFields.description,
    sortCode: standardFields.sortCode,
    enabledMark: standardFields.enabledMark,
    creatorTime: { ...standardFields.creatorTime, inInfo: false },
    creatorUser: { select: "case when u.id is null then '' else u.real_name || '/' || u.account end", type: 'text', inInfo: false },
    lastModifyTime: { column: 'last_modify_time', type: 'time', inInfo: false },
    releaseTime: { select: 'v.release_time', type: 'time', inInfo: false },
    // Where it was released to: what the release dialog starts from.
    pcModuleParentId: { select: 'm.parent_id', type: 'text', inInfo: false },
    menuName: { select: 'coalesce(m.full_name, r.full_name)', type: 'text', inInfo: false },
    menuIcon: { select: 'm.icon', type: 'text', inInfo: false },
  },
  joins: `left join users u on u.id = r.creator_user_id
    left join visual_dev_release v on v.id = r.id
    left join module m on m.id = v.menu_id`,
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode', 'category', 'webType'],
      additionalProperties: false,
      properties: {
        id: standardProperties.id,
        fullName: { type: 'string', title: '名称', minLength: 1, maxLength: 50 },
        enCode: { type: 'string', title: '编码', minLength: 1, maxLength: 50 },
        category: { type: 'string', title: '分类', minLength: 1, maxLength: 50 },
        webType: { type: 'integer', title: '类型', enum: [1, 2, 4], default: 2 },
        formData: jsonText('表单配置'),
        columnData: jsonText('列表配置'),
        appColumnData: jsonText('移动端列表配置'),
        tablesData: { ...jsonText('数据表'), default: '[]' },
        dbLinkId: { type: 'string', title: '数据连接', maxLength: 40 },
        interfaceId: { type: 'string', title: '数据接口', maxLength: 40 },
        interfaceParam: jsonText('接口参数'),
        sortCode: standardProperties.sortCode,
        enabledMark: standardProperties.enabledMark,
        description: standardProperties.description,
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'category', 'webType', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      category: dictionaryCodeSelect(visualDevCategoryDictionary, messages.category),
      webType: {
        'ui:field': 'radio',
        'ui:options': { enumNames: ['纯表单', '表单加列表', '数据视图'], trigger: 'change' },
      },
      formData: { 'ui:options': { hidden: true } },
      columnData: { 'ui:options': { hidden: true } },
      appColumnData: { 'ui:options': { hidden: true } },
      tablesData: { 'ui:options': { hidden: true } },
      dbLinkId: { 'ui:options': { hidden: true } },
      interfaceId: { 'ui:options': { hidden: true } },
      interfaceParam: { 'ui:options': { hidden: true } },
      enabledMark: { 'ui:options': { hidden: true } },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { category: 'categoryCode', webType: { condition: 'r.web_type::text = {value}' } },
    sortable: ['creatorTime', 'sortCode', 'fullName', 'enCode', 'lastModifyTime'],
    defaultSort: 'desc',
    pageSize: 20,
  },
  unique: { visual_dev_en_code: visualDevMessages.codeTaken },
  actions: {
    list: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
  },
  messages: { notFound: visualDevMessages.notFound },
});

/** A definition as the info call answers it (the JSON parts as JSON text). */
export type VisualDevInfo = ResourceInfo<typeof visualDevResource>;
