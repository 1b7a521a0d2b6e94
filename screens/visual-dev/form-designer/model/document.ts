/**
 * The designer's document: a stored JNPF form definition as a tree of nodes with ids stable while
 * the designer is open. Each node keeps its field object exactly as loaded; containers hold their
 * children as nodes. Saving puts the children back into `__config__.children` in place, so a
 * definition loaded and saved without a change gives back the same JSON, key order included.
 * Immutable: an edit copies the nodes on the path to the change and shares the rest.
 */
import type { KindRegistry } from '../../../../engine/registry/registry';
import type { JnpfField } from '../../../../engine/registry/types';
import type { Generation } from './addresses';
import { detectGeneration } from './generation';

export interface DesignNode {
  /** Designer-only, never stored. */
  readonly id: string;
  /** The field as stored; when `children` is set, its `__config__.children` is stale. */
  readonly field: JnpfField;
  /** A container's children (a field whose `__config__.children` is a list). */
  readonly children?: readonly DesignNode[];
}

export interface DesignDoc {
  /** The definition's form-level keys in their stored order (its `fields` is stale). */
  readonly form: Readonly<Record<string, unknown>>;
  readonly fields: readonly DesignNode[];
  readonly generation: Generation;
}

let sequence = 0;
/** A fresh node id. */
export const newNodeId = (): string => `n${++sequence}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export class DesignLoadError extends Error {}

/** The document of a definition that passed the definition check (objects with `__config__` all the way down). */
export function loadDocument(definition: unknown, registry: KindRegistry): DesignDoc {
  if (!isObject(definition) || !Array.isArray(definition.fields)) throw new DesignLoadError('表单配置须为含 fields 列表的对象');
  return { form: definition, fields: definition.fields.map(toNode), generation: detectGeneration(definition, registry) };
}

export function toNode(field: unknown): DesignNode {
  if (!isObject(field) || !isObject(field.__config__)) throw new DesignLoadError('字段须为含 __config__ 的对象');
  const children = field.__config__.children;
  return { id: newNodeId(), field: field as JnpfField, ...(Array.isArray(children) ? { children: children.map(toNode) } : {}) };
}

/** The definition as JNPF stores it. */
export function saveDocument(doc: DesignDoc): Record<string, unknown> {
  return { ...doc.form, fields: doc.fields.map(toField) };
}

/** One node's field as stored, its children in place. */
export function toField(node: DesignNode): JnpfField {
  if (!node.children) return node.field;
  return { ...node.field, __config__: { ...node.field.__config__, children: node.children.map(toField) } };
}

/** Where a node sits: its parent (null at the top) and its index among the parent's children. */
export interface NodePlace {
  node: DesignNode;
  parent: DesignNode | null;
  index: number;
  /** Ancestors from the top down, the parent last. */
  ancestors: DesignNode[];
}

/** Every node depth first, with where it sits. */
export function* walk(nodes: readonly DesignNode[], parent: DesignNode | null = null, ancestors: DesignNode[] = []): Generator<NodePlace> {
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index]!;
    yield { node, parent, index, ancestors };
    if (node.children) yield* walk(node.children, node, [...ancestors, node]);
  }
}

const places = new WeakMap<readonly DesignNode[], Map<string, NodePlace>>();

/** Where the node `id` sits (indexed once per document version). */
export function findNode(doc: DesignDoc, id: string): NodePlace | undefined {
  let index = places.get(doc.fields);
  if (!index) {
    index = new Map();
    for (const place of walk(doc.fields)) index.set(place.node.id, place);
    places.set(doc.fields, index);
  }
  return index.get(id);
}

/** The children of a parent (null: the top level). */
export function childrenOf(doc: DesignDoc, parentId: string | null): readonly DesignNode[] {
  if (parentId === null) return doc.fields;
  return findNode(doc, parentId)?.node.children ?? [];
}

/** The canonical kind key of a node's field ('' for an unknown jnpfKey). */
export function kindOf(node: DesignNode, registry: KindRegistry): string {
  return registry.get(String(node.field.__config__.jnpfKey))?.key ?? '';
}
