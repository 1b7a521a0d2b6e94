/** Creator (reference 2.4 system kinds): the user id the server writes on insert, shown as the user's name; a new record previews the signed-in user. */
import { systemKind } from '../kit/system-kind';

export const createUserKind = systemKind('createUser');
