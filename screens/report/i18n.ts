import type { ScreenBundles } from '../use-bundle-translation';

/** The words of data reports (type-5 menus). */
export const REPORT_NAMESPACE = 'dataReport';

export const reportBundles: ScreenBundles = {
  zh: {
    search: '查询',
    reset: '重置',
    export: '导出',
    all: '全部',
    total: '合计',
    loading: '加载中…',
    notFound: '报表不存在或您没有权限查看',
    empty: '暂无数据',
    rows: '共 {{count}} 行',
    chart: '{{name}}图表',
  },
  en: {
    search: 'Search',
    reset: 'Reset',
    export: 'Export',
    all: 'All',
    total: 'Total',
    loading: 'Loading…',
    notFound: 'The report does not exist or you may not see it',
    empty: 'No data',
    rows: '{{count}} rows',
    chart: 'Chart of {{name}}',
  },
  zhtw: {
    search: '查詢',
    reset: '重置',
    export: '導出',
    all: '全部',
    total: '合計',
    loading: '加載中…',
    notFound: '報表不存在或您沒有權限查看',
    empty: '暫無數據',
    rows: '共 {{count}} 行',
    chart: '{{name}}圖表',
  },
};
