/**
 * Data keys (`__vModel__`): a letter, then letters, digits or underscores (spec 000 section 5,
 * `field`), each once in its scope: the main form, or the columns of one sub-table (a sub-table is
 * its own scope, as the compiler reads it). New ones are minted as JNPF does, `<jnpfKey>Field<formId>`.
 */
import type { KindRegistry } from '../../../../engine/registry/registry';
import { findNode, walk, type DesignDoc, type DesignNode } from './document';

export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

const nameOf = (node: DesignNode): string | undefined =>
  typeof node.field.__vModel__ === 'string' && node.field.__vModel__ !== '' ? node.field.__vModel__ : undefined;

/** The sub-table a node's value belongs to (its nearest ancestor holding children without being a container), else null. */
export function scopeOf(doc: DesignDoc, id: string, registry: KindRegistry): string | null {
  const place = findNode(doc, id);
  if (!place) return null;
  for (let i = place.ancestors.length - 1; i >= 0; i--) {
    const ancestor = place.ancestors[i]!;
    const kind = registry.get(String(ancestor.field.__config__.jnpfKey));
    if (kind && !kind.container) return ancestor.id;
  }
  return null;
}

/** The nodes with a data key in a scope, by key. */
export function namesInScope(doc: DesignDoc, scope: string | null, registry: KindRegistry): Map<string, DesignNode> {
  const names = new Map<string, DesignNode>();
  for (const { node } of walk(doc.fields)) {
    const name = nameOf(node);
    if (name && scopeOf(doc, node.id, registry) === scope && !names.has(name)) names.set(name, node);
  }
  return names;
}

/** Another node of node `id`'s scope whose data key is `name`. */
export function otherNamed(doc: DesignDoc, id: string, name: string, registry: KindRegistry): DesignNode | undefined {
  const scope = scopeOf(doc, id, registry);
  for (const { node } of walk(doc.fields)) {
    if (node.id !== id && nameOf(node) === name && scopeOf(doc, node.id, registry) === scope) return node;
  }
  return undefined;
}

/** What is wrong with `name` as the data key of node `id`; undefined when it may be used. */
export function fieldNameProblem(doc: DesignDoc, id: string, name: string, registry: KindRegistry): string | undefined {
  if (name === '') return '请输入字段名';
  if (!FIELD_NAME.test(name)) return '字段名须以字母开头，只含字母、数字和下划线';
  const owner = otherNamed(doc, id, name, registry);
  if (owner) return `字段名 ${name} 已被“${String(owner.field.__config__.label ?? '')}”使用`;
  return undefined;
}

/** The largest `formId` (and `idGlobal`) of the definition: new fields count on from it. */
export function lastFormId(doc: DesignDoc): number {
  let last = typeof doc.form.idGlobal === 'number' ? doc.form.idGlobal : 100;
  for (const { node } of walk(doc.fields)) {
    const formId = node.field.__config__.formId;
    if (typeof formId === 'number' && formId > last) last = formId;
  }
  return last;
}
