/** Modification time (reference 2.4 system kinds): empty on insert, set on update, shown as YYYY-MM-DD HH:mm:ss. Searched by a date range. */
import { systemKind } from '../kit/system-kind';

export const modifyTimeKind = systemKind('modifyTime', { searchMatch: 3 });
