/** The views of the input kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { InputOptions } from './kind';
import { InputEdit } from './InputEdit';
import { InputRead } from './InputRead';
import { controlStyles } from '../shared/control-styles';

export const inputViews: KindViews<string, InputOptions> = {
  Edit: InputEdit,
  Read: InputRead,
  styles: controlStyles,
};
