/**
 * The keyboard's equivalents of dragging a field on the canvas: up and down among its siblings, into
 * the container beside it, and out of its container. Each gives where the field goes, or undefined
 * when it cannot go that way; operations.ts moves it.
 */
import type { KindRegistry } from '../../../../engine/registry/registry';
import { holdsChildren } from './containers';
import { childrenOf, findNode, type DesignDoc, type DesignNode } from './document';
import { canPlace } from './operations';

export interface Destination {
  parentId: string | null;
  /** Index among the destination's children before the move (as moveNode counts). */
  index: number;
}

export type KeyboardMove = 'up' | 'down' | 'into' | 'out';

export function destinationOf(doc: DesignDoc, id: string, move: KeyboardMove, registry: KindRegistry): Destination | undefined {
  const place = findNode(doc, id);
  if (!place) return undefined;
  const parentId = place.parent?.id ?? null;
  const siblings = childrenOf(doc, parentId);
  switch (move) {
    case 'up':
      return place.index > 0 ? { parentId, index: place.index - 1 } : undefined;
    case 'down':
      return place.index < siblings.length - 1 ? { parentId, index: place.index + 2 } : undefined;
    case 'into': {
      // The container above, at its end; else the one below, at its start.
      const above = [...siblings.slice(0, place.index)].reverse();
      const below = siblings.slice(place.index + 1);
      for (const [candidates, atEnd] of [
        [above, true],
        [below, false],
      ] as const) {
        for (const sibling of candidates) {
          const target = innermostDrop(doc, sibling, place.node, registry);
          if (target) return { parentId: target.id, index: atEnd ? (target.children?.length ?? 0) : 0 };
        }
      }
      return undefined;
    }
    case 'out': {
      // After the nearest ancestor whose own parent takes the field (out of a pane: after its tab).
      for (let i = place.ancestors.length - 1; i >= 0; i--) {
        const ancestor = findNode(doc, place.ancestors[i]!.id)!;
        const targetId = ancestor.parent?.id ?? null;
        if (canPlace(doc, place.node, targetId, registry)) return { parentId: targetId, index: ancestor.index + 1 };
      }
      return undefined;
    }
  }
}

/**
 * The node inside `container` a field goes into: the container itself when it takes the field, else
 * its first part that does (a tab's first pane, a table grid's first cell).
 */
function innermostDrop(doc: DesignDoc, container: DesignNode, node: DesignNode, registry: KindRegistry): DesignNode | undefined {
  const kind = registry.get(String(container.field.__config__.jnpfKey));
  if (!holdsChildren(kind) || !container.children) return undefined;
  if (canPlace(doc, node, container.id, registry)) return container;
  if (!kind?.palette?.takes) return undefined;
  for (const part of container.children) {
    const inner = innermostDrop(doc, part, node, registry);
    if (inner) return inner;
  }
  return undefined;
}
