/** Walking option trees (cascader paths, tree-select nodes) by value, loosely equal as stored ids are. */
import { sameValue, type FieldOption } from '../../engine/options';

/** The options along a path of values from the root; stops where a value is not found. */
export function optionsAlong(options: readonly FieldOption[], path: readonly unknown[]): FieldOption[] {
  const found: FieldOption[] = [];
  let level: readonly FieldOption[] | undefined = options;
  for (const value of path) {
    const option: FieldOption | undefined = level?.find((o) => sameValue(o.value, value));
    if (!option) break;
    found.push(option);
    level = option.children;
  }
  return found;
}

/** Labels of a path; values without an option show as they are. */
export function pathLabels(options: readonly FieldOption[], path: readonly unknown[]): string[] {
  const along = optionsAlong(options, path);
  return path.map((value, i) => along[i]?.label ?? String(value));
}

export interface OptionPath {
  values: unknown[];
  labels: string[];
  option: FieldOption;
}

/** Every path from the root: to leaves only, or to every node with `allNodes`. */
export function allPaths(options: readonly FieldOption[], allNodes: boolean, prefix: OptionPath | undefined = undefined): OptionPath[] {
  const out: OptionPath[] = [];
  for (const option of options) {
    const path = { values: [...(prefix?.values ?? []), option.value], labels: [...(prefix?.labels ?? []), option.label], option };
    const hasChildren = !!option.children && option.children.length > 0;
    if (allNodes || !hasChildren) out.push(path);
    if (hasChildren) out.push(...allPaths(option.children!, allNodes, path));
  }
  return out;
}

export function samePath(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
}

/** The values of the ancestors of the node holding `value` (empty at the root; undefined if absent). */
export function ancestorsOf(options: readonly FieldOption[], value: unknown): unknown[] | undefined {
  for (const option of options) {
    if (sameValue(option.value, value)) return [];
    const inner = option.children ? ancestorsOf(option.children, value) : undefined;
    if (inner) return [option.value, ...inner];
  }
  return undefined;
}

/** The tree cut to nodes whose label holds `needle`, with their ancestors (and all of a matching node's subtree). */
export function filterTree(options: readonly FieldOption[], needle: string): FieldOption[] {
  if (!needle) return [...options];
  const out: FieldOption[] = [];
  for (const option of options) {
    if (option.label.toLowerCase().includes(needle)) out.push(option);
    else if (option.children) {
      const children = filterTree(option.children, needle);
      if (children.length > 0) out.push({ ...option, children });
    }
  }
  return out;
}

/** Enter or Space on a focusable option acts like a click (the pickers' options are reachable by Tab). */
export function activateOnKey(action: () => void): (e: { key: string; preventDefault: () => void }) => void {
  return (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    action();
  };
}
