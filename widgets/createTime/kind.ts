/** Creation time (reference 2.4 system kinds): written by the server on insert, shown as YYYY-MM-DD HH:mm:ss; a new record previews now. Searched by a date range. */
import { systemKind } from '../kit/system-kind';
import { withPalette } from '../../engine/registry/settings';

export const createTimeKind = withPalette(systemKind('createTime', { searchMatch: 3 }), {
  group: 'system',
  label: '创建时间',
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
