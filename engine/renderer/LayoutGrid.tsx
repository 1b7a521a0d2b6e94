/**
 * The compiled layout in the 24-column grid: data fields are the elements RJSF rendered for them,
 * display kinds and containers come from the registry. Hidden fields (noShow, visibility without
 * 'pc', not in the permission list) are left out; their values stay.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { clampSpan, uiOptionsOf } from '../compiler/field-from-ui';
import { numberProp } from '../registry/read-props';
import type { LayoutNode } from '../registry/types';
import { useEngine } from './context';
import { StaticItem } from './StaticItem';
import { UnsupportedContainer } from './Unsupported';

/** The RJSF-rendered element of each top-level data field, by name. */
const ContentsContext = createContext<Map<string, ReactNode>>(new Map());

export function LayoutGrid({ nodes, contents }: { nodes: LayoutNode[]; contents: Map<string, ReactNode> }) {
  return (
    <ContentsContext.Provider value={contents}>
      <GridNodes nodes={nodes} />
    </ContentsContext.Provider>
  );
}

/**
 * Nodes packed into rows of 24 columns, each row its own small grid: typing in a field then lays
 * out that row again, not one grid of every field in the form (which costs milliseconds per
 * keystroke at a thousand fields). The packing is the grid's own: a node that does not fit starts
 * a new row.
 */
function GridNodes({ nodes }: { nodes: LayoutNode[] }) {
  const { controller, form } = useEngine();
  const rows: { node: LayoutNode; span: number }[][] = [];
  let used = 24;
  for (const node of nodes) {
    const visible = node.type === 'field' ? controller.isVisible(node.name) : !node.field.hidden;
    if (!visible) continue;
    const span = node.type === 'field' ? clampSpan(numberProp(uiOptionsOf(form.uiSchema[node.name] as UiSchema | undefined).span)) : node.field.span;
    if (used + span > 24) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push({ node, span });
    used += span;
  }
  return (
    <div className="ef-grid">
      {rows.map((row) => (
        <div className="ef-grid-row" key={nodeKey(row[0]!.node)}>
          {row.map(({ node, span }) => (
            <GridNode key={nodeKey(node)} node={node} span={span} />
          ))}
        </div>
      ))}
    </div>
  );
}

function GridNode({ node, span }: { node: LayoutNode; span: number }) {
  const { mode, registry } = useEngine();
  const contents = useContext(ContentsContext);
  const renderNodes = useCallback((children: LayoutNode[]) => <GridNodes nodes={children} />, []);

  if (node.type === 'field') {
    return (
      <Cell span={span} leaf>
        {contents.get(node.name) ?? null}
      </Cell>
    );
  }
  const { field } = node;
  if (node.type === 'static') {
    return (
      <Cell span={span} leaf>
        <StaticItem field={field} />
      </Cell>
    );
  }
  const Container = registry.get(field.kind)?.Container ?? UnsupportedContainer;
  return (
    <Cell span={span}>
      <Container field={field} mode={mode} nodes={node.children} renderNodes={renderNodes} />
    </Cell>
  );
}

function Cell({ span, leaf, children }: { span: number; leaf?: boolean; children: ReactNode }) {
  return (
    <div className="ef-cell" data-span={span} data-leaf={leaf ? '' : undefined} style={{ gridColumn: `span ${span}` }}>
      {children}
    </div>
  );
}

function nodeKey(node: LayoutNode): string {
  return node.type === 'field' ? `f:${node.name}` : `${node.type}:${node.field.id}`;
}

/** Whether a layout subtree holds the data field `name` (containers reveal the pane that has an error). */
export function layoutHasField(nodes: LayoutNode[], name: string): boolean {
  return nodes.some((n) => (n.type === 'field' ? n.name === name : n.type === 'container' && layoutHasField(n.children, name)));
}
