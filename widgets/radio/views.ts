/** The views of the radio kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { ChoiceOptions } from '../shared/choice';
import { OptionsRead } from '../shared/OptionsRead';
import { choiceStyles } from '../shared/choice-styles';
import { RadioEdit } from './RadioEdit';

export const radioViews: KindViews<unknown, ChoiceOptions> = {
  Edit: RadioEdit,
  Read: OptionsRead,
  styles: choiceStyles,
};
