/** Card (`card`, reference 2.4): a framed group with an optional header. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';

export interface CardOptions {
  header?: string;
  shadow: 'always' | 'hover' | 'never';
}

export const cardKind: KindDescription<never, CardOptions> = {
  key: 'card',
  container: true,
  valueless: true,
  props: ['header', 'shadow', 'title'],
  configKeys: ['componentName'],
  compile: ({ props }) => {
    const shadow = props.shadow === 'hover' || props.shadow === 'never' ? props.shadow : 'always';
    return { options: { header: stringProp(props.header ?? props.title), shadow } };
  },
};
