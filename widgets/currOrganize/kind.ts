/** The user's organisation (reference 2.4 system kinds): JSON text of the organise-id path, shown as the last unit or, with showLevel 'all', the whole path. */
import { systemKind } from '../kit/system-kind';
import { withPalette } from '../../engine/registry/settings';

export const currOrganizeKind = withPalette(systemKind('currOrganize'), {
  group: 'system',
  label: '所属组织',
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
