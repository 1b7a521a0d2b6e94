/**
 * Edits of the document, each giving a new version: insert, move, remove, duplicate, change a field,
 * change the form's settings. Parts go only where they belong and nothing into itself (containers.ts);
 * a field put into another scope whose data key is taken there gets a new one.
 */
import type { KindRegistry } from '../../../../engine/registry/registry';
import type { JnpfField } from '../../../../engine/registry/types';
import { accepts } from './containers';
import { childrenOf, findNode, newNodeId, toNode, toField, walk, type DesignDoc, type DesignNode } from './document';
import { lastFormId, otherNamed } from './field-names';

/** The document with the children of `parentId` (null: the top level) replaced. */
function withChildren(doc: DesignDoc, parentId: string | null, children: readonly DesignNode[]): DesignDoc {
  if (parentId === null) return { ...doc, fields: children };
  const place = findNode(doc, parentId);
  if (!place) return doc;
  return replaceNode(doc, { ...place.node, children });
}

/** The document with the node of the same id replaced. */
function replaceNode(doc: DesignDoc, node: DesignNode): DesignDoc {
  const place = findNode(doc, node.id);
  if (!place) return doc;
  const siblings = [...childrenOf(doc, place.parent?.id ?? null)];
  siblings[place.index] = node;
  return withChildren(doc, place.parent?.id ?? null, siblings);
}

const kindKeyOf = (node: DesignNode, registry: KindRegistry) =>
  registry.canonical(String(node.field.__config__.jnpfKey)) ?? String(node.field.__config__.jnpfKey);

/** Whether `node` may be put into `parentId` (not into itself or its own descendants). */
export function canPlace(doc: DesignDoc, node: DesignNode, parentId: string | null, registry: KindRegistry): boolean {
  if (parentId !== null) {
    if (parentId === node.id) return false;
    const parent = findNode(doc, parentId);
    if (!parent || parent.ancestors.some((a) => a.id === node.id)) return false;
    return accepts(kindKeyOf(parent.node, registry), kindKeyOf(node, registry), registry);
  }
  return accepts(null, kindKeyOf(node, registry), registry);
}

export function insertNode(doc: DesignDoc, parentId: string | null, index: number, node: DesignNode, registry: KindRegistry): DesignDoc {
  if (!canPlace(doc, node, parentId, registry)) return doc;
  const children = [...childrenOf(doc, parentId)];
  children.splice(Math.max(0, Math.min(index, children.length)), 0, node);
  return uniqueNames(withChildren(doc, parentId, children), node.id, registry);
}

export function removeNode(doc: DesignDoc, id: string): DesignDoc {
  const place = findNode(doc, id);
  if (!place) return doc;
  const parentId = place.parent?.id ?? null;
  return withChildren(
    doc,
    parentId,
    childrenOf(doc, parentId).filter((child) => child.id !== id),
  );
}

/** Moves node `id` to `index` of `parentId`'s children, the index counted before the node leaves its place. */
export function moveNode(doc: DesignDoc, id: string, parentId: string | null, index: number, registry: KindRegistry): DesignDoc {
  const place = findNode(doc, id);
  if (!place || !canPlace(doc, place.node, parentId, registry)) return doc;
  const sameParent = (place.parent?.id ?? null) === parentId;
  const target = sameParent && place.index < index ? index - 1 : index;
  if (sameParent && target === place.index) return doc;
  return insertNode(removeNode(doc, id), parentId, target, place.node, registry);
}

export function updateField(doc: DesignDoc, id: string, update: (field: JnpfField) => JnpfField): DesignDoc {
  const place = findNode(doc, id);
  if (!place) return doc;
  const field = update(place.node.field);
  return field === place.node.field ? doc : replaceNode(doc, { ...place.node, field });
}

/** Replaces a node's whole field (edited as JSON); its children are read again from it, the node keeps its id. */
export function replaceField(doc: DesignDoc, id: string, field: JnpfField): DesignDoc {
  const place = findNode(doc, id);
  if (!place) return doc;
  return replaceNode(doc, { ...toNode(field), id });
}

/** Replaces a node's children (a table grid's rows and cells rearranged). */
export function setChildren(doc: DesignDoc, id: string, children: readonly DesignNode[]): DesignDoc {
  return withChildren(doc, id, children);
}

export function setFormSetting(doc: DesignDoc, key: string, value: unknown): DesignDoc {
  if (key === 'fields') return doc;
  if (value === undefined) {
    const { [key]: _removed, ...form } = doc.form;
    return { ...doc, form };
  }
  return { ...doc, form: { ...doc.form, [key]: value } };
}

/** A copy of node `id` (new ids, `formId`s and data keys) right after it; gives the copy's id too. */
export function duplicateNode(
  doc: DesignDoc,
  id: string,
  registry: KindRegistry,
  now: () => number = Date.now,
): { doc: DesignDoc; id?: string } {
  const place = findNode(doc, id);
  if (!place) return { doc };
  let formId = lastFormId(doc);
  const renumber = (field: JnpfField): JnpfField => {
    formId += 1;
    const config = { ...field.__config__, formId, ...('renderKey' in field.__config__ ? { renderKey: now() } : {}) };
    const copy: JnpfField = { ...field, __config__: config };
    if (typeof field.__vModel__ === 'string' && field.__vModel__ !== '') copy.__vModel__ = `${String(config.jnpfKey)}Field${formId}`;
    const children = config.children;
    if (Array.isArray(children)) config.children = children.map((child) => renumber(child as JnpfField));
    return copy;
  };
  const copy = toNode(renumber(structuredClone(toField(place.node))));
  const moved: DesignDoc = { ...doc, form: { ...doc.form, idGlobal: formId } };
  return { doc: insertNode(moved, place.parent?.id ?? null, place.index + 1, copy, registry), id: copy.id };
}

/**
 * Gives a fresh data key to each field of the subtree at `id` whose key another field of its scope
 * already has (a field moved into a sub-table, a copy), moving `idGlobal` on.
 */
function uniqueNames(doc: DesignDoc, id: string, registry: KindRegistry): DesignDoc {
  const place = findNode(doc, id);
  if (!place) return doc;
  let next = doc;
  for (const { node } of walk([place.node])) {
    const name = node.field.__vModel__;
    if (typeof name !== 'string' || name === '') continue;
    if (!otherNamed(next, node.id, name, registry)) continue;
    const formId = lastFormId(next) + 1;
    next = { ...next, form: { ...next.form, idGlobal: formId } };
    next = updateField(next, node.id, (field) => ({ ...field, __vModel__: `${String(field.__config__.jnpfKey)}Field${formId}` }));
  }
  return next;
}

export { newNodeId };
