/** The views of the alert kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { AlertOptions } from './kind';
import { AlertStatic } from './AlertStatic';

export const alertViews: KindViews<undefined, AlertOptions> = {
  Static: AlertStatic,
};
