/** The views of the createUser kind: loaded when a form uses it (index.ts). */
import { systemViews } from '../kit/system-field';

export const createUserViews = systemViews('createUser');
