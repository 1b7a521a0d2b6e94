/** The views of the button kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { ButtonOptions } from './kind';
import { ButtonStatic } from './ButtonStatic';

export const buttonViews: KindViews<undefined, ButtonOptions> = {
  Static: ButtonStatic,
};
