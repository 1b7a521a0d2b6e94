/** The views of the rate kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { RateOptions } from './kind';
import { RateEdit } from './RateEdit';
import { RateRead } from './RateRead';

export const rateViews: KindViews<number, RateOptions> = {
  Edit: RateEdit,
  Read: RateRead,
};
