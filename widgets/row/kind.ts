/** Row (`row`, reference 2.4): children side by side by their spans; `type: 'flex'` with justify/align. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';

export interface RowOptions {
  flex: boolean;
  justify: string;
  align: string;
}

export const rowKind: KindDescription<never, RowOptions> = {
  key: 'row',
  container: true,
  valueless: true,
  props: ['type', 'justify', 'align', 'gutter'],
  configKeys: ['rowType', 'componentName'],
  compile: ({ props }) => ({
    options: { flex: props.type === 'flex', justify: stringProp(props.justify) ?? 'start', align: stringProp(props.align) ?? 'top' },
  }),
};
