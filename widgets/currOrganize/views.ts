/** The views of the currOrganize kind: loaded when a form uses it (index.ts). */
import { systemViews } from '../kit/system-field';

export const currOrganizeViews = systemViews('currOrganize');
