/** The user's department (reference 2.4 system kinds): its id (or path) written by the server, shown by name. */
import { systemKind } from '../kit/system-kind';

export const currDeptKind = systemKind('currDept');
