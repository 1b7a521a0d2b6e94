/**
 * Dragging in the designer (@dnd-kit): palette entries and canvas fields are draggables; each list
 * of fields (the form, a container's body, a pane, a grid cell, a sub-table's columns) is one
 * droppable. The pointer picks the innermost list that takes the dragged kind; where in it comes from
 * the fields' boxes (drop-index.ts), drawn as a line; the drop inserts or moves through the store.
 * The keyboard's equivalents are the canvas's own keys and the toolbar (Canvas.tsx).
 */
import { useCallback, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Box, Portal } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { attributeValue } from '../canvas/CanvasNode';
import { accepts } from '../model/containers';
import { findNode } from '../model/document';
import { canPlace } from '../model/operations';
import type { DesignerStore } from '../designer-store';
import { useDesignerStore } from '../use-designer';
import { dropIndex, indicatorBox, type Box as Rect, type Point } from './drop-index';
import { createIndicatorStore, type IndicatorStore } from './indicator-store';

/** What a draggable carries: a kind from the palette, or a field of the canvas. */
export interface DragData {
  kind?: string;
  nodeId?: string;
  label: string;
}

/** What a droppable list carries. */
export interface DropData {
  parentId: string | null;
  depth: number;
  horizontal?: boolean;
}

/** The DOM name of a list (`data-list`): the parent's node id, 'root' for the form. */
export const listName = (parentId: string | null) => parentId ?? 'root';

function placeable(store: DesignerStore, drag: DragData, parentId: string | null): boolean {
  const { doc, registry } = store;
  if (drag.nodeId) {
    const place = findNode(doc, drag.nodeId);
    return Boolean(place && canPlace(doc, place.node, parentId, registry));
  }
  const parentKind = parentId === null ? null : (registry.canonical(String(findNode(doc, parentId)?.node.field.__config__.jnpfKey)) ?? '');
  return Boolean(drag.kind && accepts(parentKind, drag.kind, registry));
}

const rectOf = (element: Element): Rect => {
  const r = element.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

interface Target {
  parentId: string | null;
  index: number;
}

/** The list element and its fields' boxes, then where the pointer would drop in it. */
function targetIn(root: HTMLElement, data: DropData, point: Point): { target: Target; box: Rect } | undefined {
  const name = attributeValue(listName(data.parentId));
  const list = root.querySelector(`[data-list="${name}"]`);
  if (!list) return undefined;
  const items = [...list.querySelectorAll(`[data-item-of="${name}"]`)].map(rectOf);
  const listBox = rectOf(list);
  const index = dropIndex(items, point, listBox, data.horizontal);
  return { target: { parentId: data.parentId, index }, box: indicatorBox(items, index, listBox, data.horizontal) };
}

export function DesignerDnd({ children, canvas }: { children: ReactNode; canvas: React.RefObject<HTMLElement | null> }) {
  const store = useDesignerStore();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [indicator] = useState(createIndicatorStore);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const drag = useRef<DragData | null>(null);
  const pointer = useRef<Point>({ x: 0, y: 0 });
  const target = useRef<Target | null>(null);

  const trackPointer = useCallback((event: PointerEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY };
  }, []);

  // The innermost list under the pointer that takes what is dragged.
  const collision = useCallback<CollisionDetection>(
    (args) => {
      const current = drag.current;
      if (!current) return [];
      const hits = pointerWithin(args);
      const lists = hits
        .map((hit) => args.droppableContainers.find((container) => container.id === hit.id))
        .filter((container) => container !== undefined)
        .sort((a, b) => (b.data.current as DropData).depth - (a.data.current as DropData).depth);
      const taking = lists.find((container) => placeable(store, current, (container.data.current as DropData).parentId));
      return taking ? [{ id: taking.id, data: { droppableContainer: taking, value: 0 } }] : [];
    },
    [store],
  );

  const finish = useCallback(() => {
    window.removeEventListener('pointermove', trackPointer);
    drag.current = null;
    target.current = null;
    indicator.set(null);
    setDragging(null);
  }, [indicator, trackPointer]);

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const data = event.active.data.current as DragData;
      drag.current = data;
      const start = event.activatorEvent as PointerEvent;
      pointer.current = { x: start.clientX, y: start.clientY };
      window.addEventListener('pointermove', trackPointer);
      setDragging(data);
    },
    [trackPointer],
  );

  const onDragMove = (event: { over: { data: { current?: unknown } } | null }) => {
    const root = canvas.current;
    const data = event.over?.data.current as DropData | undefined;
    const found = root && data ? targetIn(root, data, pointer.current) : undefined;
    target.current = found?.target ?? null;
    indicator.set(found ? { box: found.box, refused: false } : null);
  };

  const onDragEnd = useCallback(
    (_event: DragEndEvent) => {
      const data = drag.current;
      const to = target.current;
      finish();
      if (!data || !to) return;
      if (data.nodeId) store.move(data.nodeId, to.parentId, to.index);
      else if (data.kind) store.insertKind(data.kind, to.parentId, to.index);
    },
    [finish, store],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
      accessibility={{
        screenReaderInstructions: { draggable: '用鼠标拖动；键盘：选中字段后用 Alt+方向键移动，或用工具栏的上移、下移、移入、移出' },
        announcements: {
          onDragStart: () => `开始拖动${drag.current?.label ?? ''}`,
          onDragOver: () => undefined,
          onDragEnd: () => '已放下',
          onDragCancel: () => '已取消拖动',
        },
      }}
    >
      {children}
      <Portal>
        <DropIndicator indicator={indicator} />
        <DragOverlay dropAnimation={null} zIndex={3000}>
          {dragging && (
            <Box bg="blue.solid" color="white" px="3" py="1" borderRadius="md" fontSize="sm" boxShadow="md" width="max-content">
              {dragging.label}
            </Box>
          )}
        </DragOverlay>
      </Portal>
    </DndContext>
  );
}

function DropIndicator({ indicator }: { indicator: IndicatorStore }) {
  const current = useSyncExternalStore(indicator.subscribe, indicator.get);
  if (!current) return null;
  const { box } = current;
  return (
    <Box
      data-testid="drop-indicator"
      position="fixed"
      pointerEvents="none"
      zIndex={3000}
      bg={box.width > 4 && box.height > 4 ? 'blue.subtle' : 'blue.solid'}
      opacity={box.width > 4 && box.height > 4 ? 0.5 : 1}
      borderRadius="sm"
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
    />
  );
}
