/** The user's position (reference 2.4 system kinds): position id(s) written by the server, shown by name. */
import { systemKind } from '../kit/system-kind';
import { withPalette } from '../../engine/registry/settings';

export const currPositionKind = withPalette(systemKind('currPosition'), {
  group: 'system',
  label: '所属岗位',
  omitCommon: [
    'config.defaultValue',
    'config.required',
    'config.regList',
    'config.trigger',
    'readonly',
    'disabled',
    'clearable',
    'placeholder',
  ],
});
