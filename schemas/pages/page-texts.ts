/** Words and parts shared by the administration pages' schemas (zh as the original, en, zh-TW). */
import { dictionaryConfirmTexts } from '../../api/dictionary';
import type { LocalText, SearchConfig } from '../page-types';

export const t = (zh: string, en: string, zhtw: string): LocalText => ({ zh, en, zhtw });

export const words = {
  add: t('新建', 'New', '新建'),
  edit: t('编辑', 'Edit', '編輯'),
  remove: t('删除', 'Delete', '刪除'),
  export: t('导出', 'Export', '導出'),
  import: t('导入', 'Import', '導入'),
  name: t('名称', 'Name', '名稱'),
  code: t('编码', 'Code', '編碼'),
  sort: t('排序', 'Sort', '排序'),
  status: t('状态', 'Status', '狀態'),
  yes: t('是', 'Yes', '是'),
  no: t('否', 'No', '否'),
  createdAt: t('创建时间', 'Created', '創建時間'),
} as const;

/** The common delete tip (spec 001 section 8). */
export const removeConfirm = { message: dictionaryConfirmTexts.remove } as const;

/** The state confirmation of spec 001 section 4 ('您确定要禁用/开启当前数据吗, 是否继续?'). */
export const stateConfirm = { on: dictionaryConfirmTexts.state(true), off: dictionaryConfirmTexts.state(false) } as const;

/** Keyword search with search and reset. */
export const keywordSearch: SearchConfig = {
  schema: { type: 'object', properties: { keyword: { type: 'string', title: '关键词', maxLength: 100 } } },
  uiSchema: {
    'ui:form': { labelWidth: 70 },
    keyword: { 'ui:field': 'input', 'ui:options': { span: 10, placeholder: '请输入关键词查询' } },
  },
};
