/**
 * One field on the canvas: selected by a click or by Enter/Space when focused, dragged with the
 * pointer, and moved with the keyboard (Alt+↑/↓ among its siblings, Alt+→ into the container beside
 * it, Alt+← out of its container; Delete removes it, Ctrl+D copies it). Containers draw their body
 * (containers.tsx); other fields draw their widget (FieldBody.tsx).
 */
import { memo, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { DesignNode } from '../model/document';
import { holdsChildren } from '../model/containers';
import type { KeyboardMove } from '../model/keyboard-moves';
import type { DragData } from '../dnd/DesignerDnd';
import { useDesigner, useDesignerStore } from '../use-designer';
import { useCanvas } from './canvas-context';
import { ContainerBody } from './containers';
import { FieldBody } from './FieldBody';

const MOVES: Record<string, KeyboardMove> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'into', ArrowLeft: 'out' };

/** A value as a quoted CSS attribute selector takes it (node ids are `n<digits>`; quotes and backslashes escaped all the same). */
export const attributeValue = (value: string) => value.replace(/["\\]/g, '\\$&');

/** Focuses a canvas node again after it moved (it is a new element where it went). */
export function focusNode(id: string | null): void {
  if (!id) return;
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-node-id="${attributeValue(id)}"]`)?.focus());
}

export interface CanvasNodeProps {
  node: DesignNode;
  /** The list it sits in (`data-item-of`: the drop index reads its siblings by it). */
  parentId: string;
  depth: number;
  span?: number;
  /** A sub-table column. */
  column?: boolean;
}

export const CanvasNode = memo(function CanvasNode({ node, parentId, depth, span = 24, column }: CanvasNodeProps) {
  const store = useDesignerStore();
  const { registry } = useCanvas();
  const selected = useDesigner((state) => state.selected === node.id);
  const kind = registry.get(String(node.field.__config__.jnpfKey));
  const label = String(node.field.__config__.label ?? '') || (kind?.palette?.label ?? String(node.field.__config__.jnpfKey));
  const name = `${label}（${kind?.palette?.label ?? String(node.field.__config__.jnpfKey)}）`;
  const drag: DragData = { nodeId: node.id, label };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `node:${node.id}`,
    data: drag,
    attributes: { role: 'group', roleDescription: '可拖动的字段' },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      store.select(node.id);
    } else if (event.altKey && MOVES[event.key]) {
      event.preventDefault();
      if (store.moveByKeyboard(node.id, MOVES[event.key]!)) focusNode(node.id);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      store.remove(node.id);
      focusNode(store.getState().selected);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'd') {
      event.preventDefault();
      store.duplicate(node.id);
      focusNode(store.getState().selected);
    }
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={name}
      aria-current={selected || undefined}
      className="fd-node"
      data-node-id={node.id}
      data-item-of={parentId}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-column={column || undefined}
      style={column ? undefined : { gridColumn: `span ${span}` }}
      onClick={(event) => {
        event.stopPropagation();
        store.select(node.id);
      }}
      onKeyDown={onKeyDown}
    >
      {holdsChildren(kind) && node.children ? (
        <ContainerBody node={node} depth={depth + 1} />
      ) : (
        <FieldBody field={node.field} nodeId={node.id} labelOnTop={column} />
      )}
    </div>
  );
});
