/** Modification time (reference 2.4 system kinds): empty on insert, set on update, shown as YYYY-MM-DD HH:mm:ss. Searched by a date range. */
import { systemKind } from '../kit/system-kind';
import { withPalette } from '../../engine/registry/settings';

export const modifyTimeKind = withPalette(systemKind('modifyTime', { searchMatch: 3 }), {
  group: 'system',
  label: '修改时间',
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
