import { registerKind } from '../../engine/registry/registry';
import { sliderKind } from './kind';

registerKind(sliderKind);

export { sliderKind };
export type { SliderOptions, SliderValue } from './kind';
