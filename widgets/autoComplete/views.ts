/** The views of the autoComplete kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import { TextSearch } from '../kit/TextSearch';
import { controlStyles } from '../shared/control-styles';
import { selectStyles } from '../select/select-styles';
import { AutoCompleteEdit } from './AutoCompleteEdit';
import type { AutoCompleteOptions } from './kind';

export const autoCompleteViews: KindViews<string, AutoCompleteOptions> = {
  Edit: AutoCompleteEdit,
  Search: TextSearch,
  styles: { ...controlStyles, ...selectStyles, '& .ef-autocomplete': { position: 'relative', width: '100%' } },
};
