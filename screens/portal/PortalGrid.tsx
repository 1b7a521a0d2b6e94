/**
 * The portal's cards on a 12-column grid (rows of 80 px), each at its place. While arranging, each card
 * has a drag handle (mouse, or keyboard: focus, space, the arrows, space; @dnd-kit) and a size choice;
 * a move or a new size packs the grid again (./grid-packing.ts) and is reported at once.
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
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, chakra, Grid, Heading, HStack, NativeSelect } from '@chakra-ui/react';
import { inReadingOrder, PORTAL_ROW_HEIGHT, type PortalCard } from '../../schemas/portal-layout';
import { cardHeights, cardWidths, moveCard, resizeCard } from './grid-packing';
import { PortalCardBody } from './PortalCardBody';
import type { PortalEnv } from './portal-env';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PortalGridProps {
  cards: PortalCard[];
  arranging: boolean;
  onChange(cards: PortalCard[]): void;
  env: PortalEnv;
  t: Translate;
}

/**
 * The card a keyboard move lands on is the one whose place the card was moved to: cards differ in size,
 * so the nearest centre (what a pointer drag uses) could be another card.
 */
const samePlaceFirst: CollisionDetection = (args) => {
  const { collisionRect, droppableRects, droppableContainers } = args;
  const at = droppableContainers.find((container) => {
    const rect = droppableRects.get(container.id);
    return rect && Math.abs(rect.left - collisionRect.left) < 1 && Math.abs(rect.top - collisionRect.top) < 1;
  });
  return at ? [{ id: at.id }] : closestCenter(args);
};

/**
 * Keyboard moves go through the cards in reading order (by their places' rows, then columns): left and
 * up to the previous card, right and down to the next.
 */
const readingOrderCoordinates: KeyboardCoordinateGetter = (event, { context: { active, over, droppableRects, droppableContainers } }) => {
  const step = ({ ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 } as Record<string, number>)[event.code];
  if (!step || !active) return undefined;
  event.preventDefault();
  const places = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  const from = places.findIndex((place) => place.id === (over?.id ?? active.id));
  const target = places[from + step];
  return target ? { x: target.rect.left, y: target.rect.top } : undefined;
};

export function PortalGrid({ cards, arranging, onChange, env, t }: PortalGridProps) {
  const ordered = inReadingOrder(cards);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: readingOrderCoordinates }),
  );
  const [liveRegion, setLiveRegion] = useState<HTMLElement | null>(null);
  const titleOf = (id: UniqueIdentifier) => ordered.find((card) => card.i === id)?.title ?? String(id);
  const position = (id: UniqueIdentifier | undefined) => ordered.findIndex((card) => card.i === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('moved', { title: titleOf(active.id), position: position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t('dropped', { title: titleOf(active.id), position: position(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('cancelled', { title: titleOf(active.id) }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(moveCard(cards, String(active.id), String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={samePlaceFirst}
      accessibility={{ container: liveRegion ?? undefined, announcements, screenReaderInstructions: { draggable: t('help') } }}
      onDragEnd={dropped}
    >
      <SortableContext items={ordered.map((card) => card.i)} strategy={rectSortingStrategy} disabled={!arranging}>
        <Grid
          ref={setLiveRegion}
          templateColumns={{ base: '1fr', md: 'repeat(12, minmax(0, 1fr))' }}
          autoRows={`${PORTAL_ROW_HEIGHT}px`}
          gap="3"
          data-testid="portal-grid"
        >
          {ordered.map((card) => (
            <CardFrame
              key={card.i}
              card={card}
              arranging={arranging}
              env={env}
              t={t}
              onResize={(size) => onChange(resizeCard(cards, card.i, size))}
            />
          ))}
        </Grid>
      </SortableContext>
    </DndContext>
  );
}

interface CardFrameProps {
  card: PortalCard;
  arranging: boolean;
  env: PortalEnv;
  t: Translate;
  onResize(size: { w: number; h: number }): void;
}

/** A card's frame at its place: title, body, and while arranging the handle and the size choice. */
function CardFrame({ card, arranging, env, t, onResize }: CardFrameProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card.i });
  return (
    <Box
      ref={setNodeRef}
      as="section"
      aria-label={card.title}
      data-testid="portal-card"
      data-card={card.i}
      gridColumn={{ base: 'auto', md: `${card.x + 1} / span ${card.w}` }}
      gridRow={{ base: `span ${card.h}`, md: `${card.y + 1} / span ${card.h}` }}
      display="flex"
      flexDirection="column"
      minH="0"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      boxShadow={isDragging ? 'lg' : 'xs'}
      borderStyle={arranging ? 'dashed' : 'solid'}
      position="relative"
      zIndex={isDragging ? 2 : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <HStack gap="2" mb={card.h > 1 ? '2' : '1'} flexShrink={0}>
        {arranging ? (
          <chakra.button
            type="button"
            ref={setActivatorNodeRef}
            cursor={isDragging ? 'grabbing' : 'grab'}
            touchAction="none"
            color="fg.muted"
            px="1"
            borderRadius="sm"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            {...attributes}
            {...listeners}
            aria-label={t('drag', { title: card.title })}
          >
            ⠿
          </chakra.button>
        ) : null}
        <Heading as="h3" size="sm" flex="1" truncate>
          {card.title}
        </Heading>
        {arranging ? <SizeChoice card={card} t={t} onResize={onResize} /> : null}
      </HStack>
      <Box flex="1" minH="0" overflow="auto">
        {card.h > 1 || card.kind === 'text' ? <PortalCardBody card={card} env={env} t={t} /> : null}
      </Box>
    </Box>
  );
}

function SizeChoice({ card, t, onResize }: { card: PortalCard; t: Translate; onResize(size: { w: number; h: number }): void }) {
  const sizes: { w: number; h: number }[] = cardWidths.flatMap((w) => cardHeights.map((h) => ({ w, h })));
  if (!sizes.some((size) => size.w === card.w && size.h === card.h)) sizes.unshift({ w: card.w, h: card.h });
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        aria-label={t('size', { title: card.title })}
        value={`${card.w}x${card.h}`}
        onChange={(event) => {
          const [w, h] = event.target.value.split('x').map(Number);
          onResize({ w: w!, h: h! });
        }}
      >
        {sizes.map(({ w, h }) => (
          <option key={`${w}x${h}`} value={`${w}x${h}`}>
            {`${t('width', { w })} · ${t('height', { h })}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
