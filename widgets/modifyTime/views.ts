/** The views of the modifyTime kind: loaded when a form uses it (index.ts). */
import { DateRangeSearch } from '../kit/DateRangeSearch';
import { systemViews } from '../kit/system-field';

export const modifyTimeViews = systemViews('modifyTime', { Search: DateRangeSearch });
