/** Creation time (reference 2.4 system kinds): written by the server on insert, shown as YYYY-MM-DD HH:mm:ss; a new record previews now. Searched by a date range. */
import { DateRangeSearch } from '../kit/DateRangeSearch';
import { systemKind } from '../kit/system-field';

export const createTimeKind = systemKind('createTime', { Search: DateRangeSearch, searchMatch: 3 });
