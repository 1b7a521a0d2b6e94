/** The views of the card kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { CardOptions } from './kind';
import { CardContainer } from './CardContainer';

export const cardViews: KindViews<never, CardOptions> = {
  Container: CardContainer,
};
