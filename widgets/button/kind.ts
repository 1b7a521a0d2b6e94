/**
 * Button (reference 2.4): `buttonText`, `align`, Element `type`; no value. Its `on.click` script is
 * not run (the engine runs no definition scripts; the compiler reports it).
 */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';

export type ButtonAlign = 'left' | 'center' | 'right';

export interface ButtonOptions {
  buttonText: string;
  align: ButtonAlign;
  /** Element button type: '', primary, success, warning, danger, info, text. */
  type: string;
}

export const buttonKind: KindDescription<undefined, ButtonOptions> = {
  key: 'button',
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
