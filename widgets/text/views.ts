/** The views of the text kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { TextOptions } from './kind';
import { TextStatic } from './TextStatic';

export const textViews: KindViews<undefined, TextOptions> = {
  Static: TextStatic,
};
