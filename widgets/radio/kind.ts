/** One choice of several (`radio`, reference 2.4): options from a list, a dictionary or an interface. */
import type { KindDescription } from '../../engine/registry/types';
import { CHOICE_SETTINGS, CHOICE_CONFIG, CHOICE_PROPS, choiceDependencies, compileChoice, type ChoiceOptions } from '../shared/choice';

export const radioKind: KindDescription<unknown, ChoiceOptions> = {
  key: 'radio',
  palette: { group: 'basic', label: '单选框组', inSubTable: false, omitCommon: ['placeholder', 'clearable'] },
  settings: CHOICE_SETTINGS,
  groupLabel: true,
  props: CHOICE_PROPS,
  configKeys: CHOICE_CONFIG,
  searchMatch: 1,
  compile: (source) => ({ schema: {}, options: compileChoice(source) }),
  dependsOn: choiceDependencies,
};
