/** The chosen paths of a cascader value and how each reads. */
import type { FieldOption } from '../../engine/options';
import { pathLabels } from '../kit/option-tree';
import type { CascaderOptions } from './kind';

export function chosenPaths(value: unknown, multiple: boolean): unknown[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  if (multiple) return value.filter((p): p is unknown[] => Array.isArray(p) && p.length > 0);
  return Array.isArray(value[0]) ? [value[0] as unknown[]] : [value];
}

export function pathText(options: readonly FieldOption[], path: readonly unknown[], o: Pick<CascaderOptions, 'showAllLevels' | 'separator'>): string {
  const labels = pathLabels(options, path);
  return o.showAllLevels ? labels.join(` ${o.separator} `) : (labels[labels.length - 1] ?? '');
}
