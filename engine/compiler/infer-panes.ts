/**
 * JNPF 3.1 saved the panes of tab and collapse without `__config__.jnpfKey`
 * (`{title, name?, __config__: {children}}`); JNPF renders them by their parent, as its code
 * generator does (3.1 `FormCloumnUtil.recursionForm`). The kind is inferred the same way here,
 * before the definition is checked, on a copy: the caller's object is left as it was.
 */
import type { JnpfField } from '../registry/types';

/** The pane kind each container holds. */
const PANE_OF: Record<string, string> = { tab: 'tabItem', collapse: 'collapseItem' };

export interface InferredPanes {
  /** The definition with the panes' keys filled in (the same object when nothing was missing). */
  definition: unknown;
  /** The pane objects whose key was inferred (in the returned definition), with their parent's key. */
  inferred: WeakMap<object, string>;
}

export function inferPaneKinds(definition: unknown): InferredPanes {
  const inferred = new WeakMap<object, string>();
  if (!isRecord(definition) || !Array.isArray(definition.fields)) return { definition, inferred };
  const fields = fieldsWithPanes(definition.fields, inferred);
  return { definition: fields === definition.fields ? definition : { ...definition, fields }, inferred };
}

/** The list itself when no pane below it lacks a key; otherwise a copy along the changed path. */
function fieldsWithPanes(fields: unknown[], inferred: WeakMap<object, string>): unknown[] {
  let changed = false;
  const out = fields.map((field) => {
    const next = fieldWithPanes(field, inferred);
    if (next !== field) changed = true;
    return next;
  });
  return changed ? out : fields;
}

function fieldWithPanes(field: unknown, inferred: WeakMap<object, string>): unknown {
  if (!isRecord(field) || !isRecord(field.__config__) || !Array.isArray(field.__config__.children)) return field;
  const config = field.__config__;
  const original = config.children as unknown[];
  const paneKind = typeof config.jnpfKey === 'string' ? PANE_OF[config.jnpfKey] : undefined;
  let children = fieldsWithPanes(original, inferred);
  if (paneKind) {
    children = children.map((child) => {
      if (!isRecord(child) || !isRecord(child.__config__) || child.__config__.jnpfKey !== undefined) return child;
      const pane: JnpfField = { ...child, __config__: { ...child.__config__, jnpfKey: paneKind } };
      inferred.set(pane, String(config.jnpfKey));
      return pane;
    });
  }
  const same = children.every((c, i) => c === original[i]);
  return same ? field : { ...field, __config__: { ...config, children } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
