/** The views of the currDept kind: loaded when a form uses it (index.ts). */
import { systemViews } from '../kit/system-field';

export const currDeptViews = systemViews('currDept');
