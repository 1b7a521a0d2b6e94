import { registerKind } from '../../engine/registry/registry';
import { tableKind } from './kind';

registerKind(tableKind, () => import('./views').then((m) => m.tableViews));

export { tableKind };
export type { TableOptions, TableRow } from './kind';
