/** Read rendering of option kinds: the labels of the stored values, never the ids. */
import { optionLabels, useFieldOptions, type OptionSourceOptions } from '../../engine/options';
import type { FieldReadProps } from '../../engine/registry/types';

export function OptionsRead({ value, field, dataSource, scope }: FieldReadProps<unknown, OptionSourceOptions>) {
  const { options, loading } = useFieldOptions(field, scope, dataSource);
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  // Ids stay hidden until their labels arrive.
  if (loading && options.length === 0) return null;
  return <>{optionLabels(options, value)}</>;
}
