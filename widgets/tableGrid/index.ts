import { registerKind } from '../../engine/registry/registry';
import { tableGridKind, tableGridTdKind, tableGridTrKind } from './kind';

registerKind(tableGridKind, () => import('./views').then((m) => m.tableGridViews));
registerKind(tableGridTrKind, () => import('./views').then((m) => m.tableGridTrViews));
registerKind(tableGridTdKind, () => import('./views').then((m) => m.tableGridTdViews));

export { tableGridKind, tableGridTrKind, tableGridTdKind };
