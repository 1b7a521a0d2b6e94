/**
 * What may go where (reference 2.4, 2.5): a tab takes only panes, a table grid only rows and a row
 * only cells (the palette's `takes`); those parts go nowhere else; a sub-table takes fields that hold
 * a value and JNPF allows in a row (`inSubTable`); other containers take any field.
 */
import type { KindRegistry } from '../../../../engine/registry/registry';
import type { AnyFieldKind } from '../../../../engine/registry/types';

/** Whether fields of this kind hold children (containers, and the sub-table with its columns). */
export function holdsChildren(kind: AnyFieldKind | undefined): boolean {
  return Boolean(kind && (kind.container || Array.isArray(kind.palette?.children)));
}

/** Whether this kind is a part only its container makes and takes (panes, table-grid rows and cells). */
export function isPart(kindKey: string, registry: KindRegistry): boolean {
  return registry.all().some((kind) => kind.palette?.takes === kindKey);
}

/** Whether a field of kind `kind` may be a sub-table column. */
export function allowedInSubTable(kind: AnyFieldKind): boolean {
  return kind.palette?.inSubTable ?? (!kind.container && !kind.valueless && !holdsChildren(kind));
}

/**
 * Whether a field of `childKey` may sit directly in `parentKey` (null: the form itself). An unknown
 * jnpfKey (kept from a stored definition) may move between ordinary containers.
 */
export function accepts(parentKey: string | null, childKey: string, registry: KindRegistry): boolean {
  const parent = parentKey === null ? undefined : registry.get(parentKey);
  if (parentKey !== null && !holdsChildren(parent)) return false;
  const takes = parent?.palette?.takes;
  if (takes) return childKey === takes;
  const child = registry.get(childKey);
  if (child && isPart(child.key, registry)) return false;
  if (parent && !parent.container) return child ? allowedInSubTable(child) : false;
  return true;
}
