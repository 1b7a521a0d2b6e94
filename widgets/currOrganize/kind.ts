/** The user's organisation (reference 2.4 system kinds): JSON text of the organise-id path, shown as the last unit or, with showLevel 'all', the whole path. */
import { systemKind } from '../kit/system-kind';

export const currOrganizeKind = systemKind('currOrganize');
