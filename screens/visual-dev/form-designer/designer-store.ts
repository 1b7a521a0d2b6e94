/**
 * The designer's state outside React: the document's history and the selected field. Components
 * subscribe with a selector (use-designer.ts) and re-render only when what they read changes: typing
 * a label re-renders that field's canvas cell and the property panel, not the canvas.
 */
import type { KindRegistry } from '../../../engine/registry/registry';
import type { JnpfField } from '../../../engine/registry/types';
import { findNode, loadDocument, saveDocument, type DesignDoc, type DesignNode } from './model/document';
import { record, redo, startHistory, undo, type History } from './model/history';
import { destinationOf, type KeyboardMove } from './model/keyboard-moves';
import { createNode } from './model/new-field';
import {
  duplicateNode,
  insertNode,
  moveNode,
  removeNode,
  replaceField,
  setChildren,
  setFormSetting,
  updateField,
} from './model/operations';
import { editCell, growGrid, type GridEdit } from './model/table-grid';

export interface DesignerState {
  history: History<DesignDoc>;
  /** The selected node; null: the form itself (its settings). */
  selected: string | null;
  /** A short line for assistive technology after a keyboard move or a drop. */
  announcement: string;
}

export class DesignerStore {
  private state: DesignerState;
  private readonly listeners = new Set<() => void>();

  constructor(
    definition: unknown,
    readonly registry: KindRegistry,
  ) {
    this.state = { history: startHistory(loadDocument(definition, registry)), selected: null, announcement: '' };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): DesignerState => this.state;

  get doc(): DesignDoc {
    return this.state.history.present;
  }

  /** The definition as JNPF stores it, as JSON text. */
  text(): string {
    return JSON.stringify(saveDocument(this.doc));
  }

  private set(next: Partial<DesignerState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of [...this.listeners]) listener();
  }

  /** Records a new version of the document (a step of the history unless merged with the last). */
  private commit(doc: DesignDoc, extra: Partial<DesignerState> = {}, mergeKey?: string): void {
    if (doc === this.doc && !('selected' in extra)) return;
    this.set({ history: record(this.state.history, doc, mergeKey), ...extra });
  }

  select(id: string | null): void {
    if (id !== this.state.selected) this.set({ selected: id });
  }

  /** Adds a field of `kind` at `index` of `parentId` (null: the form) and selects it; false when it may not go there. */
  insertKind(kind: string, parentId: string | null, index: number): boolean {
    const created = createNode(this.doc, kind, this.registry);
    const next = insertNode(created.doc, parentId, index, created.node, this.registry);
    if (!findNode(next, created.node.id)) return false;
    this.commit(next, { selected: created.node.id, announcement: `已添加${this.labelOf(created.node)}` });
    return true;
  }

  /**
   * Where the keyboard adds a field of `kind`: into the selected container when it takes it, else
   * after the selected field, else at the end of the form.
   */
  insertKindAtSelection(kind: string): boolean {
    const selected = this.state.selected ? findNode(this.doc, this.state.selected) : undefined;
    if (selected?.node.children && this.insertKind(kind, selected.node.id, selected.node.children.length)) return true;
    if (selected && this.insertKind(kind, selected.parent?.id ?? null, selected.index + 1)) return true;
    return this.insertKind(kind, null, this.doc.fields.length);
  }

  move(id: string, parentId: string | null, index: number): boolean {
    const next = moveNode(this.doc, id, parentId, index, this.registry);
    if (next === this.doc) return false;
    this.commit(next, { selected: id, announcement: `已移动${this.labelOf(findNode(next, id)!.node)}` });
    return true;
  }

  moveByKeyboard(id: string, move: KeyboardMove): boolean {
    const destination = destinationOf(this.doc, id, move, this.registry);
    return destination ? this.move(id, destination.parentId, destination.index) : false;
  }

  remove(id: string): void {
    const place = findNode(this.doc, id);
    if (!place) return;
    const siblings = place.parent?.children ?? this.doc.fields;
    const neighbour = siblings[place.index + 1] ?? siblings[place.index - 1] ?? place.parent;
    this.commit(removeNode(this.doc, id), { selected: neighbour?.id ?? null, announcement: `已删除${this.labelOf(place.node)}` });
  }

  duplicate(id: string): void {
    const copied = duplicateNode(this.doc, id, this.registry);
    if (copied.id) this.commit(copied.doc, { selected: copied.id, announcement: '已复制' });
  }

  /** Changes a field; steps with the same `mergeKey` (typing in one box) are one step of the history. */
  updateField(id: string, update: (field: JnpfField) => JnpfField, mergeKey?: string): void {
    this.commit(updateField(this.doc, id, update), {}, mergeKey);
  }

  /** Replaces a field as a whole (its JSON edited). */
  replaceField(id: string, field: JnpfField): void {
    this.commit(replaceField(this.doc, id, field));
  }

  /** Adds a part to a container that takes parts (a pane to a tab; a row of cells to a table grid). */
  addPart(id: string): void {
    const place = findNode(this.doc, id);
    const takes = place && this.registry.get(String(place.node.field.__config__.jnpfKey))?.palette?.takes;
    if (!place || !takes) return;
    if (this.registry.get(takes)?.palette?.takes) {
      const grown = growGrid(this.doc, place.node.children ?? [], 'row', this.registry);
      this.commit(setChildren(grown.doc, id, grown.rows));
      return;
    }
    const created = createNode(this.doc, takes, this.registry);
    const count = (place.node.children?.length ?? 0) + 1;
    const title = this.registry.get(takes)?.settings?.find((setting) => setting.key === 'title');
    const node = title
      ? { ...created.node, field: { ...created.node.field, title: `${String(title.default ?? '')} ${count}`, name: String(count) } }
      : created.node;
    this.commit(insertNode(created.doc, id, count, node, this.registry), { selected: node.id });
  }

  /** Adds a column of cells to a table grid. */
  addGridColumn(id: string): void {
    const place = findNode(this.doc, id);
    if (!place) return;
    const grown = growGrid(this.doc, place.node.children ?? [], 'column', this.registry);
    this.commit(setChildren(grown.doc, id, grown.rows));
  }

  /** Merges a table-grid cell with its neighbour right or below, or splits it again. */
  editGridCell(gridId: string, cellId: string, edit: GridEdit): boolean {
    const grid = findNode(this.doc, gridId);
    const rows = grid && editCell(grid.node.children ?? [], cellId, edit, this.registry, this.doc.generation);
    if (!rows) return false;
    this.commit(setChildren(this.doc, gridId, rows));
    return true;
  }

  setFormSetting(key: string, value: unknown, mergeKey?: string): void {
    this.commit(setFormSetting(this.doc, key, value), {}, mergeKey);
  }

  /** Replaces the whole definition (edited as JSON), as one step. */
  replace(definition: unknown): void {
    const next = loadDocument(definition, this.registry);
    this.commit(next, { selected: null });
  }

  undo(): void {
    const history = undo(this.state.history);
    if (history !== this.state.history) this.set({ history, selected: this.keptSelection(history.present), announcement: '已撤销' });
  }

  redo(): void {
    const history = redo(this.state.history);
    if (history !== this.state.history) this.set({ history, selected: this.keptSelection(history.present), announcement: '已重做' });
  }

  private keptSelection(doc: DesignDoc): string | null {
    return this.state.selected && findNode(doc, this.state.selected) ? this.state.selected : null;
  }

  private labelOf(node: DesignNode): string {
    const label = node.field.__config__.label;
    return typeof label === 'string' && label !== '' ? `“${label}”` : '字段';
  }
}
