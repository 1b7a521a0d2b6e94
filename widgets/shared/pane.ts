/**
 * Panes of tab and collapse (`tabItem`, `collapseItem`, reference 2.4): `{title, name}` with
 * children. Their parent draws them; on their own they just lay out their children.
 */
import type { FieldKind, LayoutNode } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { partPalette, s } from '../../engine/registry/settings';

export interface PaneOptions {
  title: string;
  name?: string;
}

export function paneKind(key: string, label: string): FieldKind<never, PaneOptions> {
  return {
    key,
    container: true,
    valueless: true,
    props: ['title', 'name'],
    palette: partPalette(label),
    settings: [s.string('title', '标题', { group: 'common', default: label }), s.string('name', '名称', { group: 'advanced' })],
    compile: ({ props, config }) => ({
      options: {
        title: stringProp(props.title) ?? stringProp(config.label) ?? '',
        ...(stringProp(props.name) ? { name: stringProp(props.name) } : {}),
      },
    }),
    Container: ({ nodes, renderNodes }) => renderNodes(nodes),
  };
}

/** The panes of a tab or collapse: its container children (anything else is laid out in a pane of its own). */
export function panesOf(nodes: LayoutNode[]): Extract<LayoutNode, { type: 'container' }>[] {
  return nodes.filter((n): n is Extract<LayoutNode, { type: 'container' }> => n.type === 'container');
}

/** A pane's key: its name, else its position (JNPF `active` is an index or a name). */
export function paneKey(pane: Extract<LayoutNode, { type: 'container' }>, index: number): string {
  const name = (pane.field.options as Partial<PaneOptions>).name;
  return name ?? String(index);
}

export function paneTitle(pane: Extract<LayoutNode, { type: 'container' }>): string {
  return (pane.field.options as Partial<PaneOptions>).title ?? '';
}
