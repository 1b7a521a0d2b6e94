/** Alert (reference 2.4): `title`, `type`, `show-icon`, `closable`, V3 `description` and `closeText`. */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, stringProp } from '../../engine/registry/read-props';
import { choices, s } from '../../engine/registry/settings';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export interface AlertOptions {
  title: string;
  type: AlertType;
  showIcon: boolean;
  closable: boolean;
  description?: string;
  closeText?: string;
}

const TYPES: readonly string[] = ['success', 'info', 'warning', 'error'];

export const alertKind: KindDescription<undefined, AlertOptions> = {
  key: 'alert',
  palette: { group: 'basic', label: '提示' },
  settings: [
    s.string('title', '标题', { group: 'common', default: '这是一个提示' }),
    s.select('type', '类型', choices(['success', '成功'], ['info', '信息'], ['warning', '警告'], ['error', '错误']), {
      default: 'success',
    }),
    s.boolean('showIcon', '显示图标', { oldKey: 'show-icon', default: false }),
    s.boolean('closable', '可关闭', { default: true }),
    s.text('description', '描述'),
    s.string('closeText', '关闭按钮文字', { oldKey: 'close-text' }),
  ],
  valueless: true,
  defaultShowLabel: false,
  props: ['title', 'type', 'showIcon', 'closable', 'description', 'closeText'],
  compile({ props }, ctx) {
    const type = stringProp(props.type) ?? 'success';
    if (!TYPES.includes(type)) ctx.report('type', `提示类型 ${type} 不存在，按 info 显示`);
    return {
      options: {
        title: stringProp(props.title) ?? '',
        type: (TYPES.includes(type) ? type : 'info') as AlertType,
        showIcon: booleanProp(props.showIcon),
        closable: booleanProp(props.closable),
        description: stringProp(props.description),
        closeText: stringProp(props.closeText),
      },
    };
  },
};
