import type { FieldReadProps } from '../../engine/registry/types';
import { isOn, type SwitchOptions, type SwitchValue } from './kind';

export function SwitchRead({ value, field }: FieldReadProps<SwitchValue, SwitchOptions>) {
  if (value === undefined || value === null || value === '') return null;
  return <>{isOn(value, field.options) ? field.options.activeTxt : field.options.inactiveTxt}</>;
}
