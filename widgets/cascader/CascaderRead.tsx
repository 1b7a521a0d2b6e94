import { useFieldOptions } from '../../engine/options';
import type { FieldReadProps } from '../../engine/registry/types';
import type { CascaderOptions, CascaderValue } from './kind';
import { chosenPaths, pathText } from './paths';

/** The labels along each chosen path, never the ids. */
export function CascaderRead({ value, field, dataSource, scope }: FieldReadProps<CascaderValue, CascaderOptions>) {
  const { options, loading } = useFieldOptions(field, scope, dataSource);
  const paths = chosenPaths(value, field.options.multiple);
  if (paths.length === 0 || (loading && options.length === 0)) return null;
  return <>{paths.map((p) => pathText(options, p, field.options)).join(', ')}</>;
}
