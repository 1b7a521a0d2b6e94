/** Modification time (reference 2.4 system kinds): empty on insert, set on update, shown as YYYY-MM-DD HH:mm:ss. Searched by a date range. */
import { DateRangeSearch } from '../kit/DateRangeSearch';
import { systemKind } from '../kit/system-field';

export const modifyTimeKind = systemKind('modifyTime', { Search: DateRangeSearch, searchMatch: 3 });
