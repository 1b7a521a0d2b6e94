/** The views of the currPosition kind: loaded when a form uses it (index.ts). */
import { systemViews } from '../kit/system-field';

export const currPositionViews = systemViews('currPosition');
