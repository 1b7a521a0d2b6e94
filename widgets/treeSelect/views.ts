/** The views of the treeSelect kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { TreeSelectOptions } from './kind';
import { selectStyles } from '../select/select-styles';
import { OptionsRead } from '../shared/OptionsRead';
import { TreeSelectEdit } from './TreeSelectEdit';

export const treeSelectViews: KindViews<unknown, TreeSelectOptions> = {
  styles: selectStyles,
  Edit: TreeSelectEdit,
  Read: OptionsRead,
};
