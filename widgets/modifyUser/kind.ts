/** Modifier (reference 2.4 system kinds): empty on insert, the user id on update, shown as the user's name. */
import { systemKind } from '../kit/system-kind';

export const modifyUserKind = systemKind('modifyUser');
