/** The views of the select kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { SelectOptions } from './kind';
import { OptionsRead } from '../shared/OptionsRead';
import { SelectEdit } from './SelectEdit';
import { selectStyles } from './select-styles';

export const selectViews: KindViews<unknown, SelectOptions> = {
  Edit: SelectEdit,
  Read: OptionsRead,
  styles: selectStyles,
};
