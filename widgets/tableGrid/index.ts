import { registerKind } from '../../engine/registry/registry';
import { tableGridKind, tableGridTdKind, tableGridTrKind } from './kind';

registerKind(tableGridKind);
registerKind(tableGridTrKind);
registerKind(tableGridTdKind);

export { tableGridKind, tableGridTrKind, tableGridTdKind };
