/**
 * 门户设计 and 报表设计 as page schemas made from their definitions (docs/portal.md): the lists with
 * search, add, edit, delete and the state switch; the dialogs hold the card layout and the report's
 * configuration as JSON text, checked by the server when saved.
 */
import { dataReportResource } from '../resources/data-report';
import { portalResource } from '../resources/portal';
import { t, words } from './page-texts';
import { resourcePage } from './resource-page';

const common = [
  { prop: 'category', label: t('分类', 'Category', '分類'), width: 120 },
  { prop: 'enabledMark', label: words.status, kind: 'status' as const, width: 90 },
  { prop: 'sortCode', label: words.sort, width: 80 },
  { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime' as const, width: 150 },
];

export const portalPage = resourcePage(portalResource, {
  id: 'onlineDev-visualPortal',
  dialog: { title: { create: t('新建门户', 'New portal', '新建門戶'), edit: t('编辑门户', 'Edit portal', '編輯門戶') }, width: 800 },
  columns: [
    { prop: 'fullName', label: t('门户名称', 'Portal', '門戶名稱') },
    { prop: 'enCode', label: t('门户编码', 'Code', '門戶編碼') },
    ...common,
  ],
});

export const dataReportPage = resourcePage(dataReportResource, {
  id: 'onlineDev-dataReport',
  dialog: { title: { create: t('新建报表', 'New report', '新建報表'), edit: t('编辑报表', 'Edit report', '編輯報表') }, width: 800 },
  columns: [
    { prop: 'fullName', label: t('报表名称', 'Report', '報表名稱') },
    { prop: 'enCode', label: t('报表编码', 'Code', '報表編碼') },
    { prop: 'interfaceName', label: t('数据接口', 'Data interface', '數據接口'), width: 160 },
    ...common,
  ],
});
