/**
 * The administration screens that are a resource definition plus a page: menu address -> both. The
 * shell mounts each with the one generic resource screen; no screen of its own, no route file.
 */
import type { ResourceDefinition } from '../resources/define';
import { groupResource } from '../resources/group';
import { positionResource } from '../resources/position';
import type { PageSchema } from '../page-types';
import { t, words } from './page-texts';
import { resourceCall, resourcePage } from './resource-page';

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
  dialog: { optionSources: { organizeId: { call: resourceCall(positionResource, 'organizations') } } },
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

/** Keyed by the menu's urlAddress. */
export const resourceScreens: Record<string, ResourceScreenConfig> = {
  'permission/position': { definition: positionResource, page: positionPage },
  'permission/group': { definition: groupResource, page: groupPage },
};
