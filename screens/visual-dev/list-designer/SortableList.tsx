/**
 * A list whose rows are put in order by dragging their handle, or by keyboard (focus a handle, space,
 * the arrows, space; Escape cancels), with @dnd-kit's sensors; each move is announced in the designer's
 * language in a live region inside the designer (a dialog hides the rest of the page from assistive
 * technology).
 */
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box } from '@chakra-ui/react';

export interface SortableWords {
  help: string;
  picked(label: string): string;
  moved(label: string, position: number): string;
  dropped(label: string, position: number): string;
  cancelled(label: string): string;
}

export interface SortableListProps {
  ids: string[];
  labelOf(id: string): string;
  onMove(from: number, to: number): void;
  words: SortableWords;
  /** Names the list for assistive technology. */
  label: string;
  children: ReactNode;
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableList({ ids, labelOf, onMove, words, label, children }: SortableListProps) {
  const [liveRegion, setLiveRegion] = useState<HTMLElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => labelOf(String(id));
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  // Where the row was last said to be: a pick-up is announced as such, not as a move onto itself.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return words.picked(name(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return words.moved(name(active.id), position(over.id));
    },
    onDragEnd: ({ active, over }) => words.dropped(name(active.id), position(over?.id ?? active.id)),
    onDragCancel: ({ active }) => words.cancelled(name(active.id)),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <Box ref={setLiveRegion} position="relative">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        accessibility={{ container: liveRegion ?? undefined, announcements, screenReaderInstructions: { draggable: words.help } }}
        onDragEnd={dropped}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box as="ul" listStyleType="none" aria-label={label} display="flex" flexDirection="column" gap="1">
            {children}
          </Box>
        </SortableContext>
      </DndContext>
    </Box>
  );
}

/**
 * The ids of `items` in order for a SortableList, the same array while the order stays the same (every
 * row's sortable state would otherwise draw again on each edit), and each id's label.
 */
export function useSortableIds(items: readonly { prop: string; label: string }[]): { ids: string[]; labelOf(id: string): string } {
  const order = items.map((item) => item.prop).join('\u0000');
  const ids = useMemo(() => (order ? order.split('\u0000') : []), [order]);
  const labels = new Map(items.map((item) => [item.prop, item.label]));
  return { ids, labelOf: (id) => labels.get(id) ?? id };
}

const HandleContext = createContext<Record<string, unknown> | null>(null);

export interface SortableRowProps {
  id: string;
  children: ReactNode;
}

/**
 * A row of a SortableList; its DragHandle (anywhere inside) moves it. Every row draws again whenever the
 * drag context does (dnd-kit gives it a new transform on each of its renders), so the row itself is a plain
 * `li` and the handle's props are kept: the row's content, given as children, is not drawn again. Its look
 * while dragged comes from the list's `[data-dragging]` style.
 */
export function SortableRow({ id, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = useMemo(() => ({ ...attributes, ...listeners, ref: setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    <li
      ref={setNodeRef}
      data-item={id}
      data-dragging={isDragging || undefined}
      style={{ position: 'relative', zIndex: isDragging ? 1 : undefined, transform: CSS.Translate.toString(transform), transition }}
    >
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </li>
  );
}

export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  return (
    <button type="button" className="ld-handle" {...handle} aria-label={label}>
      <svg width="10" height="14" viewBox="0 0 10 14" aria-hidden="true" fill="currentColor">
        {[2, 7, 12].flatMap((y) => [<circle key={`a${y}`} cx="2.5" cy={y} r="1.3" />, <circle key={`b${y}`} cx="7.5" cy={y} r="1.3" />])}
      </svg>
    </button>
  );
}
