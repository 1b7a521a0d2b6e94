/** One choice of several (`radio`, reference 2.4): options from a list, a dictionary or an interface. */
import type { FieldKind } from '../../engine/registry/types';
import { CHOICE_CONFIG, CHOICE_PROPS, choiceDependencies, compileChoice, type ChoiceOptions } from '../shared/choice';
import { OptionsRead } from '../shared/OptionsRead';
import { choiceStyles } from '../shared/choice-styles';
import { RadioEdit } from './RadioEdit';

export const radioKind: FieldKind<unknown, ChoiceOptions> = {
  key: 'radio',
  groupLabel: true,
  props: CHOICE_PROPS,
  configKeys: CHOICE_CONFIG,
  searchMatch: 1,
  compile: (source) => ({ schema: {}, options: compileChoice(source) }),
  dependsOn: choiceDependencies,
  Edit: RadioEdit,
  Read: OptionsRead,
  styles: choiceStyles,
};
