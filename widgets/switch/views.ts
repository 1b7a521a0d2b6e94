/** The views of the switch kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { SwitchOptions, SwitchValue } from './kind';
import { SwitchEdit } from './SwitchEdit';
import { SwitchRead } from './SwitchRead';
import { switchStyles } from './switch-styles';

export const switchViews: KindViews<SwitchValue, SwitchOptions> = {
  Edit: SwitchEdit,
  Read: SwitchRead,
  styles: switchStyles,
};
