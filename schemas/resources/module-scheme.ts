/**
 * Data rules of a menu (JNPF ModuleDataAuthorizeScheme, reference 5.3 base_module_scheme): which rows of
 * the menu's lists a grantee sees, granted per role in 权限授权. Defined by whoever may authorise roles
 * (the role menu's btn_authorize); docs/permissions.md.
 */
import { dataRuleScopeNames, dataRuleScopes } from '../data-rule';
import { textOptions, type FormMessages } from '../form-rules';
import { roleMenu } from './role';
import { defineResource } from './define';
import { nameProperty, standardFields, standardProperties, standardUi, textInput } from './standard';

/** The button of the role menu that authorises roles: it grants every call on data rules. */
export const moduleSchemeButton = 'btn_authorize';

const messages = {
  moduleId: { required: '请选择菜单' },
  fullName: { required: '请输入方案名称', maxLength: '方案名称最多为50个字符！' },
  enCode: { required: '请输入方案编码', maxLength: '方案编码最多为50个字符！' },
  scope: { required: '请选择数据范围', enum: '数据范围不正确' },
  matchLogic: { enum: '条件关系应为 and 或 or' },
  conditionJson: { maxLength: '条件过多' },
} satisfies FormMessages;

export const moduleSchemeResource = defineResource({
  name: 'moduleScheme',
  path: '/api/system/ModuleDataAuthorizeScheme',
  table: 'module_scheme',
  menu: roleMenu,
  fields: {
    ...standardFields,
    moduleId: { column: 'module_id', type: 'text', createOnly: true },
    scope: { column: 'scope', type: 'text' },
    conditionJson: { column: 'condition_json', type: 'text' },
    matchLogic: { column: 'match_logic', type: 'text' },
  },
  form: {
    schema: {
      type: 'object',
      required: ['moduleId', 'fullName', 'enCode', 'scope'],
      additionalProperties: false,
      properties: {
        ...standardProperties,
        moduleId: { type: 'string', title: '菜单', minLength: 1, maxLength: 40 },
        fullName: nameProperty('方案名称'),
        enCode: nameProperty('方案编码'),
        scope: { type: 'string', title: '数据范围', enum: [...dataRuleScopes], default: 'custom' },
        // JNPF keeps the conditions as JSON text: [{field, op, value}], checked against the menu's fields on the server.
        conditionJson: { type: 'string', title: '条件', maxLength: 20000, default: '[]' },
        matchLogic: { type: 'string', title: '条件关系', enum: ['and', 'or'], default: 'and' },
      },
    },
    uiSchema: {
      'ui:order': ['fullName', 'enCode', 'scope', 'matchLogic', 'conditionJson', 'enabledMark', 'sortCode', 'description', '*'],
      'ui:form': { labelWidth: 80 },
      ...standardUi,
      moduleId: { 'ui:options': { hidden: true } },
      fullName: textInput(messages.fullName),
      enCode: textInput(messages.enCode),
      scope: {
        'ui:field': 'select',
        'ui:options': {
          ...textOptions(messages.scope),
          options: dataRuleScopes.map((scope) => ({ id: scope, fullName: dataRuleScopeNames[scope] })),
          props: { value: 'id', label: 'fullName' },
        },
      },
      matchLogic: {
        'ui:field': 'radio',
        'ui:options': {
          options: [
            { id: 'and', fullName: '且（满足全部条件）' },
            { id: 'or', fullName: '或（满足任一条件）' },
          ],
          props: { value: 'id', label: 'fullName' },
        },
      },
      // The menu's fields come from the fields call when the dialog opens (`fields` option).
      conditionJson: { 'ui:field': 'ruleConditions', 'ui:options': { scopeField: 'scope', fields: [] } },
    },
    messages,
  },
  list: {
    keyword: ['fullName', 'enCode'],
    filters: { moduleId: 'moduleId' },
    sortable: ['sortCode', 'creatorTime', 'fullName', 'enCode'],
    defaultSort: 'asc',
    pageSize: 1000,
  },
  unique: { module_scheme_module_id_en_code_key: '方案编码已存在' },
  actions: {
    create: { button: moduleSchemeButton },
    update: { button: moduleSchemeButton },
    delete: { button: moduleSchemeButton },
  },
  messages: { notFound: '数据权限方案不存在' },
});
