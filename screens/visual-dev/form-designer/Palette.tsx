/**
 * The palette: every kind the registry offers, in JNPF's groups (reference 2.5). Drag one onto the
 * canvas, or press it (Enter) to add it to the selected container, after the selected field, or at
 * the end of the form.
 */
import { memo } from 'react';
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useDraggable } from '@dnd-kit/core';
import type { PaletteGroup } from '../../../engine/registry/settings';
import type { AnyFieldKind } from '../../../engine/registry/types';
import { focusNode } from './canvas/CanvasNode';
import type { DragData } from './dnd/DesignerDnd';
import { useDesignerStore } from './use-designer';

const GROUPS: [PaletteGroup, string][] = [
  ['basic', '基础控件'],
  ['advanced', '高级控件'],
  ['system', '系统控件'],
  ['layout', '布局控件'],
];

export const Palette = memo(function Palette() {
  const store = useDesignerStore();
  const kinds = store.registry.all().filter((kind) => kind.palette && !kind.palette.hidden);
  return (
    <Box as="nav" aria-label="控件" data-testid="designer-palette" px="2" py="2">
      {GROUPS.map(([group, title]) => {
        const items = kinds.filter((kind) => kind.palette!.group === group);
        if (items.length === 0) return null;
        return (
          <Box key={group} mb="3" role="group" aria-label={title}>
            <Heading size="xs" color="fg.muted" mb="1">
              {title}
            </Heading>
            <SimpleGrid columns={2} gap="1">
              {items.map((kind) => (
                <PaletteItem key={kind.key} kind={kind} />
              ))}
            </SimpleGrid>
          </Box>
        );
      })}
    </Box>
  );
});

function PaletteItem({ kind }: { kind: AnyFieldKind }) {
  const store = useDesignerStore();
  const label = kind.palette!.label;
  const data: DragData = { kind: kind.key, label };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `palette:${kind.key}`, data });
  return (
    <button
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      type="button"
      className="fd-palette-item"
      data-kind={kind.key}
      aria-label={`添加${label}`}
      title={`拖到画布，或按回车添加${label}`}
      onClick={() => {
        if (store.insertKindAtSelection(kind.key)) focusNode(store.getState().selected);
      }}
    >
      {label}
    </button>
  );
}
