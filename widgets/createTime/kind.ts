/** Creation time (reference 2.4 system kinds): written by the server on insert, shown as YYYY-MM-DD HH:mm:ss; a new record previews now. Searched by a date range. */
import { systemKind } from '../kit/system-kind';

export const createTimeKind = systemKind('createTime', { searchMatch: 3 });
