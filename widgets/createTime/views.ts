/** The views of the createTime kind: loaded when a form uses it (index.ts). */
import { DateRangeSearch } from '../kit/DateRangeSearch';
import { systemViews } from '../kit/system-field';

export const createTimeViews = systemViews('createTime', { Search: DateRangeSearch });
