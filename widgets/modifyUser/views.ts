/** The views of the modifyUser kind: loaded when a form uses it (index.ts). */
import { systemViews } from '../kit/system-field';

export const modifyUserViews = systemViews('modifyUser');
