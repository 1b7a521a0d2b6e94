/** The page engine's own words in the three interface languages, and schema texts in the current one. */
import type { EngineLanguage } from '../i18n/messages';
import type { LocalText } from './schema-types';

const zh = {
  search: '查询',
  reset: '重置',
  refresh: '刷新',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  expand: '展开',
  collapse: '折叠',
  filter: '输入关键字进行过滤',
  more: '更多',
  empty: '暂无数据',
  noData: '无数据',
  loading: '加载中…',
  actions: '操作',
  index: '序号',
  select: '选择',
  confirm: '确定',
  cancel: '取消',
  prompt: '提示',
  enabled: '启用',
  disabled: '禁用',
  total: '共 {total} 条',
  perPage: '{size}条/页',
  prev: '上一页',
  next: '下一页',
  goTo: '前往',
  page: '页',
  pageN: '第 {page} 页',
  pageSize: '每页条数',
  keyword: '关键词',
  keywordPlaceholder: '请输入关键词查询',
  selectAll: '全选',
  selectRows: '请选择一条数据',
  summary: '合计',
  columnSettings: '列设置',
  restoreDefaults: '恢复默认',
  dragColumn: '拖动排序：{label}',
  sortHelp: '按空格键拿起，上下方向键移动，再按空格键放下，Esc 键取消。',
  sortPicked: '已拿起 {label}',
  sortMoved: '{label} 移到第 {position} 位',
  sortDropped: '{label} 放在第 {position} 位',
  sortCancelled: '已取消移动 {label}',
} as const;

export type PageWordKey = keyof typeof zh;
type Words = Record<PageWordKey, string>;

const en: Words = {
  search: 'Search',
  reset: 'Reset',
  refresh: 'Refresh',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  expand: 'Expand',
  collapse: 'Collapse',
  filter: 'Type to filter',
  more: 'More',
  empty: 'No data',
  noData: 'No data',
  loading: 'Loading…',
  actions: 'Actions',
  index: 'No.',
  select: 'Select',
  confirm: 'OK',
  cancel: 'Cancel',
  prompt: 'Prompt',
  enabled: 'Enabled',
  disabled: 'Disabled',
  total: 'Total {total}',
  perPage: '{size}/page',
  prev: 'Previous page',
  next: 'Next page',
  goTo: 'Go to',
  page: '',
  pageN: 'Page {page}',
  pageSize: 'Rows per page',
  keyword: 'Keyword',
  keywordPlaceholder: 'Enter a keyword to search',
  selectAll: 'Select all',
  selectRows: 'Select at least one row',
  summary: 'Total',
  columnSettings: 'Column settings',
  restoreDefaults: 'Restore defaults',
  dragColumn: 'Drag to reorder: {label}',
  sortHelp: 'Press space to pick up, the up and down arrows to move, space again to drop, Escape to cancel.',
  sortPicked: 'Picked up {label}',
  sortMoved: '{label} moved to position {position}',
  sortDropped: '{label} dropped at position {position}',
  sortCancelled: 'Moving {label} cancelled',
};

const zhtw: Words = {
  search: '查詢',
  reset: '重置',
  refresh: '刷新',
  expandAll: '展開全部',
  collapseAll: '摺疊全部',
  expand: '展開',
  collapse: '摺疊',
  filter: '輸入關鍵字進行過濾',
  more: '更多',
  empty: '暫無數據',
  noData: '無數據',
  loading: '加載中…',
  actions: '操作',
  index: '序號',
  select: '選擇',
  confirm: '確定',
  cancel: '取消',
  prompt: '提示',
  enabled: '啟用',
  disabled: '禁用',
  total: '共 {total} 條',
  perPage: '{size}條/頁',
  prev: '上一頁',
  next: '下一頁',
  goTo: '前往',
  page: '頁',
  pageN: '第 {page} 頁',
  pageSize: '每頁條數',
  keyword: '關鍵詞',
  keywordPlaceholder: '請輸入關鍵詞查詢',
  selectAll: '全選',
  selectRows: '請選擇一條數據',
  summary: '合計',
  columnSettings: '列設置',
  restoreDefaults: '恢復默認',
  dragColumn: '拖動排序：{label}',
  sortHelp: '按空格鍵拿起，上下方向鍵移動，再按空格鍵放下，Esc 鍵取消。',
  sortPicked: '已拿起 {label}',
  sortMoved: '{label} 移到第 {position} 位',
  sortDropped: '{label} 放在第 {position} 位',
  sortCancelled: '已取消移動 {label}',
};

const table: Record<EngineLanguage, Words> = { zh, en, zhtw };

/** The word tables by language, for tests that walk them. */
export const pageWordTables: Readonly<Record<EngineLanguage, Readonly<Words>>> = table;

/** A Simplified Chinese schema text that is one of the engine's words, in `language`; other texts as they are. */
export function schemaWord(language: EngineLanguage, text: string): string {
  const key = (Object.keys(zh) as PageWordKey[]).find((k) => zh[k] === text);
  return key ? table[language][key] : text;
}

export function pageWord(language: EngineLanguage, key: PageWordKey, params: Record<string, string | number> = {}): string {
  return table[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function localText(text: LocalText | undefined, language: EngineLanguage): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text.zh;
}
