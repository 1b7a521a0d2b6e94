import { registerKind } from '../../engine/registry/registry';
import { sliderKind } from './kind';

registerKind(sliderKind, () => import('./views').then((m) => m.sliderViews));

export { sliderKind };
export type { SliderOptions, SliderValue } from './kind';
