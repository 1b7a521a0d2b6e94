/**
 * Portals, data reports and the workbench (issue 16; docs/portal.md; reference 5.6 base_portal): the
 * addresses as JNPF names them (`/api/visualdev/Portal`, `{id}/auth`, `Selector`, `Custom/Save/{id}`,
 * `{id}/Actions/SetDefault`), the answers' shapes and the messages both sides name.
 */
import type { PortalLayout } from './portal-layout-types';
import type { ReportChart, ReportColumn } from './report-config-types';

/** 门户设计: its buttons grant writing portals; its users see every portal. */
export const portalMenu = 'onlineDev.visualPortal';
export const portalPath = '/api/visualdev/Portal';
/** 报表设计: its buttons grant writing report definitions; its users may run every report. */
export const dataReportMenu = 'onlineDev.dataReport';
export const dataReportPath = '/api/visualdev/DataReport';
export const dashboardPath = '/api/visualdev/Dashboard';

/** The menu types that show a report (5) and a portal (8). */
export const REPORT_MENU_TYPE = 5;
export const PORTAL_MENU_TYPE = 8;

/** The pattern of portal and report codes: letters, digits, `.`, `_` and `-` (`portal-dispatch`), not first or last. */
export const moduleCodePattern = '^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$';

export const portalMessages = {
  notFound: '门户不存在',
  disabled: '门户已禁用',
  nameTaken: '门户名称已存在',
  codeTaken: '门户编码已存在',
  saved: '保存成功',
  reset: '已恢复默认布局',
  defaultSet: '设置成功',
} as const;

export const dataReportMessages = {
  notFound: '报表不存在',
  disabled: '报表已禁用',
  nameTaken: '报表名称已存在',
  codeTaken: '报表编码已存在',
  interfaceMissing: '报表的数据接口不存在',
  notRows: '报表的数据接口返回的不是列表',
} as const;

/** `GET Portal/{id}/auth`: the portal as the caller sees it (their own arrangement laid over the designer's). */
export interface PortalView {
  id: string;
  fullName: string;
  enCode: string;
  formData: PortalLayout;
  /** 1 when the cards are at the caller's own places. */
  customized: 0 | 1;
}

/** A node of `GET Portal/Selector`: a category with its portals (JNPF answers this tree). */
export interface PortalSelectorNode {
  id: string;
  fullName: string;
  enCode?: string;
  parentId: string;
  hasChildren: boolean;
  children?: PortalSelectorNode[];
}

/** A parameter of the report's interface as its filter bar shows it. */
export interface ReportFilterField {
  field: string;
  label: string;
  dataType: string;
  defaultValue: string;
  required: boolean;
  options?: { value: string; label: string }[];
}

/** `GET DataReport/{id}/auth`: what the report screen draws before running it. */
export interface ReportView {
  id: string;
  fullName: string;
  enCode: string;
  columns: ReportColumn[];
  chart: ReportChart;
  filters: ReportFilterField[];
}

/** `POST DataReport/{id}/Actions/Run`: the rows (the columns' fields only) and the totals row. */
export interface ReportRun {
  list: Record<string, unknown>[];
  totals: Record<string, number | null>;
}

/** `GET Dashboard/CommonMenu`: the caller's most opened menus that they still have, most used first. */
export interface CommonMenu {
  id: string;
  enCode: string;
  fullName: string;
  icon: string;
  useCount: number;
}

/** Shortcuts the workbench shows at most. */
export const COMMON_MENU_LIMIT = 8;
