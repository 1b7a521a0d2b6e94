/** The views of the checkbox kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { CheckboxOptions } from './kind';
import { OptionsRead } from '../shared/OptionsRead';
import { choiceStyles } from '../shared/choice-styles';
import { CheckboxEdit } from './CheckboxEdit';

export const checkboxViews: KindViews<unknown[], CheckboxOptions> = {
  Edit: CheckboxEdit,
  Read: OptionsRead,
  styles: choiceStyles,
};
