/**
 * Organisations (companies, menu 组织管理) and departments (menu 部门管理): two resources over the one
 * `organize` table, told apart by `category` (spec 001 "Organization and department", reference 4.12
 * and 5.2 base_organize). The tree calls, the moves and the refusals are hooks
 * (server/resources/hooks/organize-hooks.ts).
 */
import { textOptions, type FormMessages } from '../form-rules';
import type { RJSFSchema } from '@rjsf/utils';
import { defineResource, type ResourceDefinition } from './define';
import { standardFields, standardProperties, standardUi } from './standard';

export const organizeMenu = 'permission.organize';
export const departmentMenu = 'permission.department';
/** The parent of a top-level organisation. */
export const organizeRoot = '-1';

const companyMessages = {
  fullName: { required: '请输入公司名称', maxLength: '公司名称最多为50个字符！' },
  enCode: { required: '请输入公司编码', maxLength: '公司编码最多为50个字符！' },
} satisfies FormMessages;

const departmentMessages = {
  organizeId: { required: '请选择所属组织' },
  fullName: { required: '请输入部门名称', maxLength: '部门名称最多为50个字符！' },
  enCode: { required: '请输入部门编码', maxLength: '部门编码最多为50个字符！' },
} satisfies FormMessages;

/** The full path name "A/B/C" of a row, read from its organize_id_tree. */
const pathName = `(select string_agg(a.full_name, '/' order by array_position(string_to_array(r.organize_id_tree, ','), a.id))
   from organize a where a.id = any(string_to_array(r.organize_id_tree, ',')))`;

/** Read by both resources: the parent under both names (the department dialog calls it organizeId). */
const fields = {
  ...standardFields,
  parentId: { column: 'parent_id', type: 'text' },
  category: { column: 'category', type: 'text' },
  managerId: { column: 'manager_id', type: 'text' },
  managerName: { select: "coalesce(u.real_name, '')", type: 'text' },
  organizeIdTree: { column: 'organize_id_tree', type: 'text' },
  organize: { select: pathName, type: 'text' },
} satisfies ResourceDefinition['fields'];

const joins = 'left join users u on u.id = r.manager_id';

const commonProperties = {
  ...standardProperties,
  managerId: { type: 'string', title: '主管', maxLength: 40 },
} satisfies Record<string, RJSFSchema>;

const commonUi = {
  'ui:form': { labelWidth: 80 },
  ...standardUi,
  managerId: { 'ui:field': 'userSelect', 'ui:options': { placeholder: '选择主管', clearable: true } },
};

export const organizeResource = defineResource({
  name: 'organize',
  path: '/api/permission/Organize',
  table: 'organize',
  scope: { column: 'category', value: 'company' },
  menu: organizeMenu,
  fields,
  joins,
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode'],
      additionalProperties: false,
      properties: {
        // '-1' (or nothing) for a top-level company; else the company above it.
        parentId: { type: 'string', title: '上级公司', maxLength: 40, default: organizeRoot },
        fullName: { type: 'string', title: '公司名称', minLength: 1, maxLength: 50 },
        enCode: { type: 'string', title: '公司编码', minLength: 1, maxLength: 50 },
        ...commonProperties,
      },
    },
    uiSchema: {
      'ui:order': ['parentId', 'fullName', 'enCode', 'managerId', 'enabledMark', 'sortCode', 'description', '*'],
      ...commonUi,
      // Options: `GET Organize/SelectorByAuth/{id}` (companies, without the one being edited).
      parentId: { 'ui:field': 'treeSelect', 'ui:options': { placeholder: '选择上级公司', clearable: true, options: [] } },
      fullName: { 'ui:field': 'input', 'ui:options': textOptions(companyMessages.fullName) },
      enCode: { 'ui:field': 'input', 'ui:options': textOptions(companyMessages.enCode) },
    },
    messages: companyMessages,
  },
  // The list is the tree of `GET Organize` (a hook): these settings serve only the generic layer's shape.
  list: { keyword: ['fullName', 'enCode'], sortable: ['sortCode', 'creatorTime', 'fullName'], defaultSort: 'asc', pageSize: 20 },
  unique: { organize_en_code: '公司编码已存在', organize_full_name: '公司名称已存在' },
  // Delete is a hook route: `DELETE Organize/{id}` removes companies and departments alike.
  actions: { info: true, create: { button: 'btn_add' }, update: { button: 'btn_edit' } },
  messages: { notFound: '公司不存在' },
});

export const departmentResource = defineResource({
  name: 'department',
  path: '/api/permission/Organize/Department',
  table: 'organize',
  scope: { column: 'category', value: 'department' },
  menu: departmentMenu,
  // The 组织管理 tree shows departments too: its add, edit and delete buttons also grant theirs.
  alsoMenus: [organizeMenu],
  fields: {
    ...fields,
    organizeId: { column: 'parent_id', type: 'text' },
    organizeName: { select: '(select p.full_name from organize p where p.id = r.parent_id)', type: 'text' },
  },
  joins,
  form: {
    schema: {
      type: 'object',
      required: ['organizeId', 'fullName', 'enCode'],
      additionalProperties: false,
      properties: {
        organizeId: { type: 'string', title: '所属组织', minLength: 1, maxLength: 40 },
        fullName: { type: 'string', title: '部门名称', minLength: 1, maxLength: 50 },
        enCode: { type: 'string', title: '部门编码', minLength: 1, maxLength: 50 },
        ...commonProperties,
        managerId: { ...commonProperties.managerId, title: '部门主管' },
      },
    },
    uiSchema: {
      'ui:order': ['organizeId', 'fullName', 'enCode', 'managerId', 'enabledMark', 'sortCode', 'description', '*'],
      ...commonUi,
      // Options: `GET Organize/Department/SelectorByAuth/{id}` (without the department being edited).
      organizeId: {
        'ui:field': 'treeSelect',
        'ui:options': { ...textOptions(departmentMessages.organizeId), clearable: false, options: [] },
      },
      fullName: { 'ui:field': 'input', 'ui:options': textOptions(departmentMessages.fullName) },
      enCode: { 'ui:field': 'input', 'ui:options': textOptions(departmentMessages.enCode) },
      managerId: { 'ui:field': 'userSelect', 'ui:options': { placeholder: '选择部门主管', clearable: true } },
    },
    messages: departmentMessages,
  },
  list: { keyword: ['fullName', 'enCode'], sortable: ['sortCode', 'creatorTime', 'fullName'], defaultSort: 'asc', pageSize: 20 },
  unique: { organize_en_code: '部门编码已存在', organize_full_name: '部门名称已存在' },
  // The 部门管理 list: `GET Organize/Department` (paged, keyword), departments only.
  actions: {
    list: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
  },
  messages: { notFound: '部门不存在' },
});
