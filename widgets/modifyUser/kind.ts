/** Modifier (reference 2.4 system kinds): empty on insert, the user id on update, shown as the user's name. */
import { systemKind } from '../kit/system-kind';
import { withPalette } from '../../engine/registry/settings';

export const modifyUserKind = withPalette(systemKind('modifyUser'), {
  group: 'system',
  label: '修改人员',
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
