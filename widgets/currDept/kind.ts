/** The user's department (reference 2.4 system kinds): its id (or path) written by the server, shown by name. */
import { systemKind } from '../kit/system-kind';
import { withPalette } from '../../engine/registry/settings';

export const currDeptKind = withPalette(systemKind('currDept'), {
  group: 'system',
  label: '所属部门',
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
