/** The views of the billRule kind: loaded when a form uses it (index.ts). */
import { TextSearch } from '../kit/TextSearch';
import { systemViews } from '../kit/system-field';

export const billRuleViews = systemViews('billRule', { Search: TextSearch });
