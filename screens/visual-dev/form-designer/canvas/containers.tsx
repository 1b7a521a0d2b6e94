/**
 * Containers on the canvas, each as it reads: a row's fields side by side, a card under its header,
 * a tab's pane headers over the open pane, a collapse's panels, a table grid's cells (merged ones
 * spanning, the covered ones left out), a sub-table's columns. Panes, rows and cells are selected by
 * a click on their header or border; each body is a list to drop into.
 */
import { memo, useState, type ReactNode } from 'react';
import type { DesignNode } from '../model/document';
import { useDesigner, useDesignerStore } from '../use-designer';
import { useCanvas } from './canvas-context';
import { DropList } from './DropList';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const number = (value: unknown, fallback: number) =>
  Number.isFinite(Number(value)) && Number(value) >= 1 ? Math.floor(Number(value)) : fallback;

/** A selectable part (pane header, grid cell), with its own selected mark. */
function Part({
  node,
  children,
  as = 'div',
  className,
  ...rest
}: { node: DesignNode; children: ReactNode; as?: 'div' | 'td'; className: string } & Record<string, unknown>) {
  const store = useDesignerStore();
  const selected = useDesigner((state) => state.selected === node.id);
  const Tag = as;
  return (
    <Tag
      className={className}
      data-part-id={node.id}
      data-selected={selected || undefined}
      onClick={(event: React.MouseEvent) => {
        event.stopPropagation();
        store.select(node.id);
      }}
      {...rest}
    >
      {children}
    </Tag>
  );
}

function TabBody({ node, depth }: { node: DesignNode; depth: number }) {
  const store = useDesignerStore();
  const panes = node.children ?? [];
  const selected = useDesigner((state) => state.selected);
  const [open, setOpen] = useState(0);
  // A pane selected in the panel or by the keyboard opens.
  const selectedIndex = panes.findIndex((pane) => pane.id === selected);
  const active = selectedIndex >= 0 ? selectedIndex : Math.min(open, panes.length - 1);
  const pane = panes[active];
  return (
    <div className="fd-container fd-tab">
      <div className="fd-tab-headers" role="tablist" aria-label={text(node.field.__config__.label)}>
        {panes.map((p, index) => (
          <button
            type="button"
            role="tab"
            key={p.id}
            aria-selected={index === active}
            data-selected={p.id === selected || undefined}
            className="fd-tab-header"
            onClick={(event) => {
              event.stopPropagation();
              setOpen(index);
              store.select(p.id);
            }}
          >
            {text(p.field.title) || text(p.field.__config__.label) || `标签页 ${index + 1}`}
          </button>
        ))}
      </div>
      {pane && (
        <div className="fd-pane" role="tabpanel" data-part-id={pane.id}>
          <DropList parentId={pane.id} nodes={pane.children ?? []} depth={depth + 1} />
        </div>
      )}
    </div>
  );
}

function CollapseBody({ node, depth }: { node: DesignNode; depth: number }) {
  return (
    <div className="fd-container fd-collapse">
      {(node.children ?? []).map((pane, index) => (
        <Part key={pane.id} node={pane} className="fd-panel">
          <div className="fd-panel-header">{text(pane.field.title) || `面板 ${index + 1}`}</div>
          <DropList parentId={pane.id} nodes={pane.children ?? []} depth={depth + 1} />
        </Part>
      ))}
    </div>
  );
}

function GridBody({ node, depth }: { node: DesignNode; depth: number }) {
  const { registry } = useCanvas();
  const cellSettings = registry.get('tableGridTd')?.settings ?? [];
  const read = (cell: DesignNode, key: string) => {
    const setting = cellSettings.find((s) => s.key === `config.${key}`);
    return cell.field.__config__[key] ?? (setting?.aliases ?? []).map((alias) => cell.field[alias]).find((v) => v !== undefined);
  };
  const borderColor = text(node.field.__config__.borderColor ?? node.field.borderColor) || '#E2E0E0';
  const borderWidth = number(node.field.__config__.borderWidth ?? node.field.borderWidth, 1);
  return (
    <div className="fd-container fd-grid">
      <table style={{ borderColor }}>
        <tbody>
          {(node.children ?? []).map((row) => (
            <tr key={row.id}>
              {(row.children ?? []).map((cell) =>
                read(cell, 'merged') === true ? null : (
                  <Part
                    key={cell.id}
                    node={cell}
                    as="td"
                    className="fd-cell"
                    colSpan={number(read(cell, 'colspan'), 1)}
                    rowSpan={number(read(cell, 'rowspan'), 1)}
                    style={{
                      border: `${borderWidth}px solid ${borderColor}`,
                      background: text(read(cell, 'backgroundColor')) || undefined,
                    }}
                  >
                    <DropList parentId={cell.id} nodes={cell.children ?? []} depth={depth + 2} />
                  </Part>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SubTableBody({ node, depth }: { node: DesignNode; depth: number }) {
  return (
    <div className="fd-container fd-subtable">
      <div className="fd-container-title">{text(node.field.__config__.label) || '设计子表'}</div>
      <DropList parentId={node.id} nodes={node.children ?? []} depth={depth} horizontal />
    </div>
  );
}

function BoxBody({ node, depth, title }: { node: DesignNode; depth: number; title?: string }) {
  return (
    <div className="fd-container">
      {title !== undefined && <div className="fd-container-title">{title}</div>}
      <DropList parentId={node.id} nodes={node.children ?? []} depth={depth} />
    </div>
  );
}

export const ContainerBody = memo(function ContainerBody({ node, depth }: { node: DesignNode; depth: number }) {
  const { registry } = useCanvas();
  const kind = registry.get(String(node.field.__config__.jnpfKey));
  switch (kind?.key) {
    case 'tab':
      return <TabBody node={node} depth={depth} />;
    case 'collapse':
      return <CollapseBody node={node} depth={depth} />;
    case 'tableGrid':
      return <GridBody node={node} depth={depth} />;
    case 'card':
      return <BoxBody node={node} depth={depth} title={text(node.field.header ?? node.field.title) || '卡片'} />;
    default:
      if (kind && !kind.container) return <SubTableBody node={node} depth={depth} />;
      return <BoxBody node={node} depth={depth} />;
  }
});
