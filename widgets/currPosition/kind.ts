/** The user's position (reference 2.4 system kinds): position id(s) written by the server, shown by name. */
import { systemKind } from '../kit/system-kind';

export const currPositionKind = systemKind('currPosition');
