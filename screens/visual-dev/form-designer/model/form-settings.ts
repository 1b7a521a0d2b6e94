/**
 * The form's own settings (reference 2.1): labels, size, the popup it opens in, its buttons, the
 * print button and template, its style. Described as the kinds' settings are, so the same editors
 * draw them; their keys are the definition's top-level keys.
 */
import { choices, POPUP_WIDTHS, s, type PropSetting } from '../../../../engine/registry/settings';

export const FORM_SETTINGS: readonly PropSetting[] = [
  s.select('labelPosition', '标题对齐', choices(['left', '左对齐'], ['right', '右对齐'], ['top', '顶部对齐']), { group: 'common' }),
  s.number('labelWidth', '标题宽度', { group: 'common', min: 0 }),
  s.select('size', '控件尺寸', choices(['large', '较大'], ['medium', '中等'], ['default', '默认'], ['small', '较小'], ['mini', '迷你']), {
    group: 'common',
  }),
  s.number('gutter', '栅格间隔', { group: 'common', min: 0 }),
  s.boolean('disabled', '禁用表单', { group: 'common' }),
  s.select('formStyle', '表单样式', choices(['', '默认风格'], ['word-form', '公文风格']), { group: 'look' }),
  s.select('popupType', '弹窗类型', choices(['general', '居中弹窗'], ['fullScreen', '全屏弹窗'], ['drawer', '右侧弹窗']), {
    group: 'look',
  }),
  s.select('generalWidth', '弹窗宽度', POPUP_WIDTHS, { group: 'look', when: { key: 'popupType', in: ['general', undefined] } }),
  s.select('fullScreenWidth', '全屏宽度', choices(['100%', '100%'], ['1200px', '1200px'], ['1400px', '1400px'], ['1600px', '1600px']), {
    group: 'look',
    when: { key: 'popupType', in: ['fullScreen'] },
  }),
  s.select('drawerWidth', '抽屉宽度', POPUP_WIDTHS, { group: 'look', when: { key: 'popupType', in: ['drawer'] } }),
  s.boolean('hasConfirmBtn', '确定按钮', { group: 'data' }),
  s.string('confirmButtonText', '确定按钮文字', { group: 'data', when: { key: 'hasConfirmBtn', truthy: true } }),
  s.boolean('hasCancelBtn', '取消按钮', { group: 'data' }),
  s.string('cancelButtonText', '取消按钮文字', { group: 'data', when: { key: 'hasCancelBtn', truthy: true } }),
  s.boolean('hasPrintBtn', '打印按钮', { group: 'data' }),
  s.string('printButtonText', '打印按钮文字', { group: 'data', when: { key: 'hasPrintBtn', truthy: true } }),
  s.of('printTemplate', 'printId', '打印模板', { when: { key: 'hasPrintBtn', truthy: true } }),
];
