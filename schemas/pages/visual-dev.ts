/**
 * 功能设计 (menu onlineDev.webDesign; spec 001 section 7 "Visual development"): the definitions by
 * category, with their state, copy, export, release (a dialog choosing the directory), delete, 预览 and
 * the code generator (代码预览, 下载代码); add, edit and import. Add, edit, 预览 and the generator open the
 * screen's own windows (screens/visual-dev/), not dialogs: their actions are the screen's handlers.
 */
import { visualDevCategoryDictionary } from '../../api/visual-dev';
import type { ButtonConfig, DialogConfig, PageSchema } from '../page-types';
import { visualDevResource } from '../resources/visual-dev';
import { t, words } from './page-texts';
import { resourceCall, resourcePage } from './resource-page';

const call = (name: string) => resourceCall(visualDevResource, name);

export const visualDevTexts = {
  title: t('功能设计', 'Function design', '功能設計'),
  categories: t('功能分类', 'Categories', '功能分類'),
  copy: t('复制', 'Copy', '複製'),
  release: t('发布', 'Release', '發佈'),
  draft: t('草稿', 'Draft', '草稿'),
  released: t('已发布', 'Released', '已發佈'),
  releaseTitle: t('发布到菜单', 'Release to a menu', '發佈到選單'),
  preview: t('预览', 'Preview', '預覽'),
  codePreview: t('代码预览', 'Code', '代碼預覽'),
  downloadCode: t('下载代码', 'Download code', '下載代碼'),
} as const;

/** 发布: the directory (a tree of the systems' directories), the menu's name and icon; starts from where it was released to. */
const releaseDialog: DialogConfig = {
  title: { create: visualDevTexts.releaseTitle, edit: visualDevTexts.releaseTitle },
  width: 600,
  form: {
    schema: {
      type: 'object',
      required: ['pcModuleParentId', 'menuName'],
      properties: {
        pcModuleParentId: { type: 'string', title: '上级菜单', minLength: 1 },
        menuName: { type: 'string', title: '菜单名称', minLength: 1, maxLength: 50 },
        menuIcon: { type: 'string', title: '菜单图标', maxLength: 100 },
      },
    },
    uiSchema: {
      'ui:order': ['pcModuleParentId', 'menuName', 'menuIcon'],
      'ui:form': { labelWidth: 90 },
      pcModuleParentId: { 'ui:field': 'treeSelect', 'ui:options': { placeholder: '上级菜单不能为空', options: [] } },
      menuName: { 'ui:field': 'input', 'ui:options': { placeholder: '请输入菜单名称' } },
      menuIcon: { 'ui:field': 'input', 'ui:options': { placeholder: 'icon-ym icon-ym-webForm' } },
    },
  },
  save: { create: call('release'), update: call('release') },
  optionSources: { pcModuleParentId: { call: call('menuSelector') } },
};

const page = resourcePage(visualDevResource, {
  id: 'onlineDev-webDesign',
  sideTree: {
    call: call('categories'),
    title: visualDevTexts.categories,
    value: 'enCode',
    deselectable: true,
    menu: ['refresh'],
  },
  list: { params: { category: '$node.enCode' } },
  rowCalls: [{ id: 'copy', label: visualDevTexts.copy, button: 'btn_copy' }],
  rowDialogs: [{ id: 'release', label: visualDevTexts.release, button: 'btn_release', dialog: releaseDialog }],
  columns: [
    { prop: 'fullName', label: words.name },
    { prop: 'enCode', label: words.code },
    { prop: 'category', label: t('分类', 'Category', '分類'), width: 120 },
    {
      prop: 'state',
      label: words.status,
      kind: 'tag',
      width: 90,
      options: {
        map: {
          0: { label: visualDevTexts.draft, color: 'gray' },
          1: { label: visualDevTexts.released, color: 'green' },
        },
      },
    },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

/** Export reads what the menu shows anyone granted it: no button guards it. */
const exportButton: ButtonConfig = { id: 'export', label: words.export, action: 'export' };
const importButton: ButtonConfig = { id: 'import', label: words.import, action: 'import', permission: 'btn_add' };
/** 预览 and the code generator open the screen's dialogs (screens/visual-dev/): custom actions of the same names. */
const generatorButtons: ButtonConfig[] = [
  { id: 'preview', label: visualDevTexts.preview, action: 'preview', permission: 'btn_preview' },
  { id: 'codePreview', label: visualDevTexts.codePreview, action: 'codePreview', permission: 'btn_preview' },
  { id: 'downloadCode', label: visualDevTexts.downloadCode, action: 'downloadCode', permission: 'btn_downloadCode' },
];

export const visualDevPage: PageSchema = {
  ...page,
  toolbar: { ...page.toolbar, buttons: [...(page.toolbar?.buttons ?? []), importButton] },
  rowActions: [...(page.rowActions ?? []), exportButton, ...generatorButtons],
  actions: {
    ...page.actions,
    add: { type: 'custom', handler: 'add' },
    edit: { type: 'custom', handler: 'edit' },
    preview: { type: 'custom', handler: 'preview' },
    codePreview: { type: 'custom', handler: 'codePreview' },
    downloadCode: { type: 'custom', handler: 'downloadCode' },
    import: { type: 'import', call: call('import'), accept: '.bvd,.json' },
    export: { type: 'call', call: call('export'), refresh: false },
  },
};

/** The dictionary whose entries are the side tree's categories. */
export const visualDevCategories = visualDevCategoryDictionary;
