/** Creator (reference 2.4 system kinds): the user id the server writes on insert, shown as the user's name; a new record previews the signed-in user. */
import { systemKind } from '../kit/system-kind';
import { withPalette } from '../../engine/registry/settings';

export const createUserKind = withPalette(systemKind('createUser'), {
  group: 'system',
  label: '创建人员',
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
