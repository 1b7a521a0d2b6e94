/** Alert (reference 2.4): `title`, `type`, `show-icon`, `closable`, V3 `description` and `closeText`. */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, stringProp } from '../../engine/registry/read-props';

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
