/** The views of the relationForm kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import { pickerControlStyles } from '../kit/user-picker/picker-control';
import type { RelationFormOptions } from './kind';
import { RelationFormCell, RelationFormEdit, RelationFormRead } from './RelationFormView';

export const relationFormViews: KindViews<string, RelationFormOptions> = {
  Edit: RelationFormEdit,
  Read: RelationFormRead,
  Cell: RelationFormCell,
  styles: {
    ...pickerControlStyles,
    '& .ef-relation-link': {
      color: 'blue.fg',
      cursor: 'pointer',
      textAlign: 'start',
      _hover: { textDecoration: 'underline' },
      _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '1px' },
    },
  },
};
