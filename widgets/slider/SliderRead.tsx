import type { FieldReadProps } from '../../engine/registry/types';
import type { SliderOptions, SliderValue } from './kind';

export function sliderText(value: unknown): string {
  if (Array.isArray(value)) return value.length === 2 ? `${String(value[0])} - ${String(value[1])}` : '';
  return typeof value === 'number' ? String(value) : '';
}

export function SliderRead({ value }: FieldReadProps<SliderValue, SliderOptions>) {
  const text = sliderText(value);
  return text ? <>{text}</> : null;
}
