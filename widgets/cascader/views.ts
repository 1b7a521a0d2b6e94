/** The views of the cascader kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { CascaderOptions, CascaderValue } from './kind';
import { selectStyles } from '../select/select-styles';
import { CascaderEdit } from './CascaderEdit';
import { CascaderRead } from './CascaderRead';

export const cascaderViews: KindViews<CascaderValue, CascaderOptions> = {
  styles: {
    ...selectStyles,
    // The columns of levels sit side by side and may be wider than the control.
    '& .ef-select .sel-list[data-columns]': {
      display: 'flex',
      insetInlineEnd: 'auto',
      width: 'max-content',
      minWidth: '100%',
      maxWidth: '90vw',
      overflowX: 'auto',
    },
    '& .ef-select .sel-list[data-columns] > [role=listbox]': { minWidth: '10rem', maxHeight: '16rem', overflowY: 'auto' },
    '& .ef-select .sel-list[data-columns] > [role=listbox] + [role=listbox]': { borderInlineStartWidth: '1px', borderColor: 'border' },
  },
  Edit: CascaderEdit,
  Read: CascaderRead,
};
