/**
 * A container's structure, for the containers that have parts: add a pane to a tab or a collapse,
 * a row or a column to a table grid; merge a table-grid cell with the next one right or below, or
 * split it again. Parts are removed like fields (select, delete).
 */
import { Button, HStack } from '@chakra-ui/react';
import { findNode, type DesignNode } from './model/document';
import { useDesigner, useDesignerStore } from './use-designer';

export function StructureActions({ node }: { node: DesignNode }) {
  const store = useDesignerStore();
  const doc = useDesigner((state) => state.history.present);
  const kind = store.registry.get(String(node.field.__config__.jnpfKey));
  const takes = kind?.palette?.takes;
  const grid = takes && store.registry.get(takes)?.palette?.takes;
  if (takes && !kind?.palette?.hidden) {
    const partLabel = store.registry.get(takes)?.palette?.label ?? takes;
    return (
      <HStack gap="1" mb="3" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => store.addPart(node.id)}>
          添加{grid ? '行' : partLabel}
        </Button>
        {grid && (
          <Button size="xs" variant="outline" onClick={() => store.addGridColumn(node.id)}>
            添加列
          </Button>
        )}
      </HStack>
    );
  }
  if (kind?.key === 'tableGridTd') {
    const row = findNode(doc, node.id)?.parent;
    const gridId = row ? findNode(doc, row.id)?.parent?.id : undefined;
    if (!gridId) return null;
    return (
      <HStack gap="1" mb="3" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => store.editGridCell(gridId, node.id, 'mergeRight')}>
          向右合并
        </Button>
        <Button size="xs" variant="outline" onClick={() => store.editGridCell(gridId, node.id, 'mergeDown')}>
          向下合并
        </Button>
        <Button size="xs" variant="outline" onClick={() => store.editGridCell(gridId, node.id, 'split')}>
          拆分
        </Button>
      </HStack>
    );
  }
  return null;
}
