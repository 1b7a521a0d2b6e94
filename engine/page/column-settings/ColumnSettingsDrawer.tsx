/**
 * 列设置 (spec 002 section 2.7): a 320 px drawer from the right listing the list's columns in the user's
 * order, each with a drag handle and a show/hide checkbox, and 恢复默认. Every change is reported at
 * once (the page saves it); there is no OK button. The order changes by mouse or by keyboard: focus a
 * handle, space, the arrows, space (Escape cancels the move, not the drawer).
 */
import { useState } from 'react';
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
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Button, chakra, CloseButton, Drawer, HStack, Portal, Stack } from '@chakra-ui/react';
import type { ColumnSetting } from '../../../api/column-settings-client';
import { usePageEnv } from '../page-env';
import { PageIcon } from '../PageIcon';

export interface ColumnSettingsDrawerProps {
  /** The columns the user may see, in their order, labels in the interface language. */
  items: ColumnSetting[];
  onChange(items: ColumnSetting[]): void;
  onRestore(): void;
  onClose(): void;
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export default function ColumnSettingsDrawer({ items, onChange, onRestore, onClose }: ColumnSettingsDrawerProps) {
  const env = usePageEnv();
  const [dragging, setDragging] = useState(false);
  const [liveRegion, setLiveRegion] = useState<HTMLElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.prop === id);
  const labelOf = (id: UniqueIdentifier) => items[indexOf(id)]?.label ?? String(id);
  const at = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => env.word('sortPicked', { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? env.word('sortMoved', { label: labelOf(active.id), position: at(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => env.word('sortDropped', { label: labelOf(active.id), position: at(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => env.word('sortCancelled', { label: labelOf(active.id) }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, indexOf(active.id), indexOf(over.id)));
  };
  const shown = items.filter((item) => item.visible).length;
  const toggle = (prop: string, visible: boolean) => onChange(items.map((item) => (item.prop === prop ? { ...item, visible } : item)));

  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="end" closeOnEscape={!dragging}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={setLiveRegion} w="min(320px, 100vw)" maxW="none" data-testid="column-settings">
            <Drawer.Header>
              <Drawer.Title>{env.word('columnSettings')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3">
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                modifiers={[verticalOnly]}
                accessibility={{
                  container: liveRegion ?? undefined,
                  announcements,
                  screenReaderInstructions: { draggable: env.word('sortHelp') },
                }}
                onDragStart={() => setDragging(true)}
                onDragCancel={() => setDragging(false)}
                onDragEnd={dropped}
              >
                <SortableContext items={items.map((item) => item.prop)} strategy={verticalListSortingStrategy}>
                  <Stack as="ul" gap="1" listStyleType="none" aria-label={env.word('columnSettings')}>
                    {items.map((item) => (
                      <SortableColumn
                        key={item.prop}
                        item={item}
                        handleLabel={env.word('dragColumn', { label: item.label })}
                        lastShown={item.visible && shown === 1}
                        onToggle={toggle}
                      />
                    ))}
                  </Stack>
                </SortableContext>
              </DndContext>
            </Drawer.Body>
            <Drawer.Footer>
              <Button size="sm" variant="outline" w="100%" onClick={onRestore}>
                {env.word('restoreDefaults')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface SortableColumnProps {
  item: ColumnSetting;
  handleLabel: string;
  /** The one column still shown cannot be hidden: a list keeps a column. */
  lastShown: boolean;
  onToggle(prop: string, visible: boolean): void;
}

function SortableColumn({ item, handleLabel, lastShown, onToggle }: SortableColumnProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.prop });
  return (
    <HStack
      as="li"
      ref={setNodeRef}
      data-column={item.prop}
      gap="2"
      px="2"
      py="1.5"
      borderWidth="1px"
      borderRadius="md"
      bg={isDragging ? 'bg.muted' : 'bg'}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <chakra.button
        type="button"
        ref={setActivatorNodeRef}
        display="inline-flex"
        color="fg.muted"
        cursor={isDragging ? 'grabbing' : 'grab'}
        touchAction="none"
        borderRadius="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
      >
        <PageIcon name="grip" />
      </chakra.button>
      <Box as="label" display="flex" alignItems="center" gap="2" flex="1" minW="0" fontSize="sm" cursor="pointer">
        <input
          type="checkbox"
          checked={item.visible}
          disabled={lastShown}
          onChange={(event) => onToggle(item.prop, event.target.checked)}
        />
        <span>{item.label}</span>
      </Box>
    </HStack>
  );
}
