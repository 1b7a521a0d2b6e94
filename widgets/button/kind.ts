/**
 * Button (reference 2.4): `buttonText`, `align`, Element `type`; no value. Its `on.click` script is
 * not run (the engine runs no definition scripts; the compiler reports it).
 */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { choices, s } from '../../engine/registry/settings';

export type ButtonAlign = 'left' | 'center' | 'right';

export interface ButtonOptions {
  buttonText: string;
  align: ButtonAlign;
  /** Element button type: '', primary, success, warning, danger, info, text. */
  type: string;
}

export const buttonKind: KindDescription<undefined, ButtonOptions> = {
  key: 'button',
  palette: { group: 'basic', label: '按钮' },
  settings: [
    s.string('buttonText', '按钮文字', { group: 'common', default: '按钮' }),
    s.select('align', '对齐', choices(['left', '居左'], ['center', '居中'], ['right', '居右']), { default: 'left' }),
    s.select(
      'type',
      '样式',
      choices(['', '默认'], ['primary', '主要'], ['success', '成功'], ['info', '信息'], ['warning', '警告'], ['danger', '危险']),
      {
        default: 'primary',
      },
    ),
  ],
  valueless: true,
  defaultShowLabel: false,
  props: ['buttonText', 'align', 'type'],
  compile({ props }) {
    const align = stringProp(props.align);
    return {
      options: {
        buttonText: stringProp(props.buttonText) ?? '按钮',
        align: align === 'center' || align === 'right' ? align : 'left',
        type: stringProp(props.type) ?? '',
      },
    };
  },
};
