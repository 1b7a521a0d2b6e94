/**
 * The administration screens that are a resource definition plus a page: menu address -> both. The
 * shell mounts each with the one generic resource screen; no screen of its own, no route file.
 */
import { areaResource } from '../resources/area';
import { billRuleResource } from '../resources/bill-rule';
import { dataInterfaceResource } from '../resources/data-interface';
import type { ResourceDefinition } from '../resources/define';
import { groupResource } from '../resources/group';
import { messageTemplateResource } from '../resources/message-template';
import { departmentResource, organizeResource } from '../resources/organize';
import { positionResource } from '../resources/position';
import { roleResource } from '../resources/role';
import { sendConfigResource } from '../resources/send-config';
import { userResource } from '../resources/user';
import { dataReportResource } from '../resources/data-report';
import { portalResource } from '../resources/portal';
import type { PageSchema } from '../page-types';
import { billRulePage } from './bill-rule';
import { dataInterfacePage } from './data-interface';
import { messageTemplatePage, sendConfigPage } from './message-centre';
import { rolePage, userPage } from './permission-pages';
import { dataReportPage, portalPage } from './portal-pages';
import { t, words } from './page-texts';
import { resourceCall, resourcePage } from './resource-page';
import type { ResourceScreenKey } from './resource-screen-keys';

export interface ResourceScreenConfig {
  definition: ResourceDefinition;
  page: PageSchema;
}

const code = (zh: string, en: string, zhtw: string) => t(zh, en, zhtw);

export const positionPage = resourcePage(positionResource, {
  id: 'permission-position',
  columns: [
    { prop: 'fullName', label: code('岗位名称', 'Position', '崗位名稱') },
    { prop: 'enCode', label: code('岗位编码', 'Code', '崗位編碼') },
    { prop: 'typeName', label: code('岗位类型', 'Type', '崗位類型') },
    { prop: 'department', label: code('所属组织', 'Organisation', '所屬組織') },
    { prop: 'enabledMark', label: words.status, kind: 'status', width: 90 },
    { prop: 'sortCode', label: words.sort, width: 80 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

export const groupPage = resourcePage(groupResource, {
  id: 'permission-group',
  columns: [
    { prop: 'fullName', label: code('分组名称', 'Group', '分組名稱') },
    { prop: 'enCode', label: code('分组编码', 'Code', '分組編碼') },
    { prop: 'typeName', label: code('分组类型', 'Type', '分組類型') },
    { prop: 'enabledMark', label: words.status, kind: 'status', width: 90 },
    { prop: 'sortCode', label: words.sort, width: 80 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

const departmentDialog = {
  title: { create: code('新建部门', 'New department', '新建部門'), edit: code('编辑部门', 'Edit department', '編輯部門') },
  optionSources: { organizeId: { call: resourceCall(departmentResource, 'organizations') } },
};

/**
 * 组织管理: companies and departments as one tree (`GET Organize?keyword=`); a company row opens the
 * company dialog, a department row the department dialog; one delete (`DELETE Organize/{id}`) for both.
 */
export const organizePage = resourcePage(organizeResource, {
  id: 'permission-organize',
  list: { call: resourceCall(organizeResource, 'tree'), tree: true, paging: false },
  addLabel: code('新建公司', 'New company', '新建公司'),
  dialog: {
    title: { create: code('新建公司', 'New company', '新建公司'), edit: code('编辑公司', 'Edit company', '編輯公司') },
    optionSources: { parentId: { call: resourceCall(organizeResource, 'parents') } },
  },
  rows: { field: 'category', equals: 'company' },
  remove: { button: 'btn_remove' },
  companions: [
    {
      definition: departmentResource,
      rows: { field: 'category', equals: 'department' },
      add: code('新建部门', 'New department', '新建部門'),
      dialog: departmentDialog,
    },
  ],
  columns: [
    { prop: 'fullName', label: code('名称', 'Name', '名稱') },
    { prop: 'enCode', label: code('编码', 'Code', '編碼') },
    {
      prop: 'category',
      label: code('类型', 'Type', '類型'),
      kind: 'tag',
      width: 90,
      options: {
        map: {
          company: { label: code('公司', 'Company', '公司'), color: 'blue' },
          department: { label: code('部门', 'Department', '部門'), color: 'green' },
        },
      },
    },
    { prop: 'managerName', label: code('主管', 'Manager', '主管'), width: 110 },
    { prop: 'enabledMark', label: words.status, kind: 'status', width: 90 },
    { prop: 'sortCode', label: words.sort, width: 80 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

/** 部门管理: the departments, paged (`GET Organize/Department`), with their dialog. */
export const departmentPage = resourcePage(departmentResource, {
  id: 'permission-department',
  dialog: departmentDialog,
  columns: [
    { prop: 'fullName', label: code('部门名称', 'Department', '部門名稱') },
    { prop: 'enCode', label: code('部门编码', 'Code', '部門編碼') },
    { prop: 'organizeName', label: code('所属组织', 'Organisation', '所屬組織') },
    { prop: 'managerName', label: code('部门主管', 'Manager', '部門主管'), width: 110 },
    { prop: 'enabledMark', label: words.status, kind: 'status', width: 90 },
    { prop: 'sortCode', label: words.sort, width: 80 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

/**
 * 行政区划: the provinces in the side tree (under the root 全国); the selected node's children on the
 * right with their own children as tree rows, read when the node is selected; a keyword finds areas
 * at any level. New areas go under the selected node.
 */
export const areaPage = resourcePage(areaResource, {
  id: 'system-area',
  sideTree: {
    call: resourceCall(areaResource, 'provinces'),
    title: code('行政区划', 'Areas', '行政區劃'),
    selectFirst: true,
    menu: ['refresh'],
  },
  list: {
    call: resourceCall(areaResource, 'children'),
    tree: true,
    expandAll: false,
    paging: false,
    params: { nodeId: '$node.id' },
    requireNode: true,
  },
  addInitial: { parentId: '$node.id' },
  columns: [
    { prop: 'fullName', label: code('区域名称', 'Area', '區域名稱') },
    { prop: 'enCode', label: code('区域编码', 'Code', '區域編碼') },
    { prop: 'enabledMark', label: words.status, kind: 'status', width: 110 },
    { prop: 'sortCode', label: words.sort, width: 80 },
  ],
});

/** Keyed by the menu's urlAddress. */
export const resourceScreens: Record<ResourceScreenKey, ResourceScreenConfig> = {
  'permission/position': { definition: positionResource, page: positionPage },
  'permission/group': { definition: groupResource, page: groupPage },
  'permission/organize': { definition: organizeResource, page: organizePage },
  'permission/department': { definition: departmentResource, page: departmentPage },
  'system/area': { definition: areaResource, page: areaPage },
  'system/billRule': { definition: billRuleResource, page: billRulePage },
  'permission/user': { definition: userResource, page: userPage },
  'permission/role': { definition: roleResource, page: rolePage },
  'systemData/dataInterface': { definition: dataInterfaceResource, page: dataInterfacePage },
  'onlineDev/visualPortal': { definition: portalResource, page: portalPage },
  'onlineDev/dataReport': { definition: dataReportResource, page: dataReportPage },
  'msgCenter/msgTemplate': { definition: messageTemplateResource, page: messageTemplatePage },
  'msgCenter/sendConfig': { definition: sendConfigResource, page: sendConfigPage },
};
