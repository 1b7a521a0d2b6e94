/**
 * A list of fields the designer drops into: the form itself, a container's body, a pane, a grid
 * cell, a sub-table's columns. Fields sit on the 24-column grid by their span, packed into rows as
 * the form packs them; a sub-table's columns run left to right. Empty, it says where to drop.
 */
import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { DesignNode } from '../model/document';
import { listName, type DropData } from '../dnd/DesignerDnd';
import { CanvasNode } from './CanvasNode';

export const spanOf = (node: DesignNode): number => {
  const span = Number(node.field.__config__.span);
  return Number.isFinite(span) && span >= 1 ? Math.min(24, Math.floor(span)) : 24;
};

export interface DropListProps {
  parentId: string | null;
  nodes: readonly DesignNode[];
  depth: number;
  /** A sub-table's columns: left to right, labels on top. */
  horizontal?: boolean;
}

export const DropList = memo(function DropList({ parentId, nodes, depth, horizontal }: DropListProps) {
  const data: DropData = { parentId, depth, horizontal };
  const { setNodeRef } = useDroppable({ id: `list:${listName(parentId)}`, data });
  const name = listName(parentId);
  if (horizontal)
    return (
      <div ref={setNodeRef} className="fd-list fd-columns" data-list={name}>
        {nodes.length === 0 && <div className="fd-empty">拖入子表的列</div>}
        {nodes.map((node) => (
          <CanvasNode key={node.id} node={node} parentId={name} depth={depth} column />
        ))}
      </div>
    );
  const rows: { node: DesignNode; span: number }[][] = [];
  let used = 24;
  for (const node of nodes) {
    const span = spanOf(node);
    if (used + span > 24) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push({ node, span });
    used += span;
  }
  return (
    <div ref={setNodeRef} className="fd-list" data-list={name}>
      {nodes.length === 0 && <div className="fd-empty">{depth === 0 ? '从左侧拖入字段，或选中控件后按回车添加' : '拖入字段'}</div>}
      {rows.map((row) => (
        <div className="fd-row" key={row[0]!.node.id}>
          {row.map(({ node, span }) => (
            <CanvasNode key={node.id} node={node} parentId={name} depth={depth} span={span} />
          ))}
        </div>
      ))}
    </div>
  );
});
