/** The designer's document edits (screens/visual-dev/form-designer/model): pure functions over the document. */
import { describe, expect, it } from 'vitest';
import '../../../../../widgets';
import { compileJnpfForm } from '../../../../../engine';
import { fieldKinds } from '../../../../../engine/registry/registry';
import type { JnpfField } from '../../../../../engine/registry/types';
import { readSetting, writeSetting } from '../../../../../screens/visual-dev/form-designer/model/addresses';
import { accepts } from '../../../../../screens/visual-dev/form-designer/model/containers';
import { findNode, loadDocument, saveDocument, type DesignDoc } from '../../../../../screens/visual-dev/form-designer/model/document';
import { fieldNameProblem } from '../../../../../screens/visual-dev/form-designer/model/field-names';
import { newFormSettings } from '../../../../../screens/visual-dev/form-designer/model/generation';
import { HISTORY_LIMIT, record, redo, startHistory, undo } from '../../../../../screens/visual-dev/form-designer/model/history';
import { createNode } from '../../../../../screens/visual-dev/form-designer/model/new-field';
import {
  duplicateNode,
  insertNode,
  moveNode,
  removeNode,
  updateField,
} from '../../../../../screens/visual-dev/form-designer/model/operations';

const now = () => 1_700_000_000_000;
const empty = (generation: 'old' | 'new'): DesignDoc => loadDocument(newFormSettings(generation), fieldKinds);

/** Adds a field of `kind` at the end of `parentId` (the form when null); gives the document and the new node's id. */
function add(doc: DesignDoc, kind: string, parentId: string | null = null) {
  const created = createNode(doc, kind, fieldKinds, now);
  const children = parentId === null ? created.doc.fields : findNode(created.doc, parentId)!.node.children!;
  return { doc: insertNode(created.doc, parentId, children.length, created.node, fieldKinds), id: created.node.id };
}

/** A document built up field by field: `b.add(kind, parent)` gives the new node's id. */
function builder(generation: 'old' | 'new' = 'new') {
  const b = {
    doc: empty(generation),
    add(kind: string, parentId: string | null = null): string {
      const added = add(b.doc, kind, parentId);
      b.doc = added.doc;
      return added.id;
    },
  };
  return b;
}

const paletteKinds = fieldKinds.all().filter((kind) => kind.palette && !kind.palette.hidden);

describe('a new field', () => {
  it.each(paletteKinds.map((kind) => [kind.key]))('of %s compiles with nothing left unmapped', (kind) => {
    const { doc } = add(empty('new'), kind);
    const form = compileJnpfForm(saveDocument(doc));
    // A new calculate field has no formula yet, which the compiler says.
    const expected = kind === 'calculate' ? [expect.objectContaining({ key: 'expression', message: '计算公式不能为空' })] : [];
    expect(form.issues.filter((issue) => issue.severity !== 'note')).toEqual(expected);
  });

  it('is spelled in the naming generation of its definition', () => {
    const old = saveDocument(add(empty('old'), 'input').doc).fields as JnpfField[];
    expect(old[0]!.__config__.jnpfKey).toBe('comInput');
    expect(old[0]!.__vModel__).toBe('comInputField101');
    expect(old[0]).toHaveProperty(['show-password'], false);
    const fresh = saveDocument(add(empty('new'), 'input').doc).fields as JnpfField[];
    expect(fresh[0]!.__config__.jnpfKey).toBe('input');
    expect(fresh[0]!.__vModel__).toBe('inputField101');
    expect(fresh[0]).toHaveProperty('showPassword', false);
  });

  it('moves idGlobal on, and takes the designer defaults of spec 002 section 9.2', () => {
    let { doc } = add(empty('new'), 'qrcode');
    doc = add(doc, 'calculate').doc;
    const saved = saveDocument(doc);
    expect(saved.idGlobal).toBe(102);
    const [qr, calc] = saved.fields as JnpfField[];
    expect(qr!.width).toBe(100);
    expect(calc!.precision).toBe(2);
  });

  it('of a container starts with its parts', () => {
    const { doc } = add(empty('new'), 'tab');
    const [tab] = saveDocument(doc).fields as JnpfField[];
    const panes = tab!.__config__.children as JnpfField[];
    expect(panes.map((pane) => [pane.__config__.jnpfKey, pane.title])).toEqual([
      ['tabItem', 'Tab 1'],
      ['tabItem', 'Tab 2'],
    ]);
    const grid = saveDocument(add(empty('new'), 'tableGrid').doc).fields as JnpfField[];
    expect((grid[0]!.__config__.children as JnpfField[]).map((row) => (row.__config__.children as JnpfField[]).length)).toEqual([2, 2]);
  });
});

describe('placing fields', () => {
  it('puts parts only in their container and display fields not in a sub-table', () => {
    expect(accepts('tab', 'tabItem', fieldKinds)).toBe(true);
    expect(accepts('tab', 'input', fieldKinds)).toBe(false);
    expect(accepts(null, 'tabItem', fieldKinds)).toBe(false);
    expect(accepts('tabItem', 'input', fieldKinds)).toBe(true);
    expect(accepts('table', 'inputNumber', fieldKinds)).toBe(true);
    expect(accepts('table', 'divider', fieldKinds)).toBe(false);
    expect(accepts('table', 'radio', fieldKinds)).toBe(false);
    expect(accepts('table', 'row', fieldKinds)).toBe(false);
    expect(accepts('input', 'input', fieldKinds)).toBe(false);
  });

  it('moves a field into a container and out again, and never into itself', () => {
    const b = builder();
    const row = b.add('row');
    const field = b.add('input');
    let doc = moveNode(b.doc, field, row, 0, fieldKinds);
    expect(findNode(doc, field)!.parent!.id).toBe(row);
    expect(moveNode(doc, row, row, 0, fieldKinds)).toBe(doc);
    doc = moveNode(doc, field, null, 0, fieldKinds);
    expect(findNode(doc, field)!.parent).toBeNull();
    expect(findNode(doc, field)!.index).toBe(0);
  });

  it('reorders among siblings counting the index before the move', () => {
    let doc = empty('new');
    const ids: string[] = [];
    for (const kind of ['input', 'textarea', 'inputNumber']) {
      const added = add(doc, kind);
      doc = added.doc;
      ids.push(added.id);
    }
    doc = moveNode(doc, ids[0]!, null, 3, fieldKinds);
    expect(doc.fields.map((n) => n.id)).toEqual([ids[1], ids[2], ids[0]]);
    doc = moveNode(doc, ids[0]!, null, 0, fieldKinds);
    expect(doc.fields.map((n) => n.id)).toEqual(ids);
  });

  it('renames a field whose data key is taken in the scope it goes to', () => {
    const b = builder();
    const table = b.add('table');
    const column = b.add('input', table);
    const name = findNode(b.doc, column)!.node.field.__vModel__ as string;
    const outside = b.add('input');
    let doc = updateField(b.doc, outside, (f) => ({ ...f, __vModel__: name }));
    expect(fieldNameProblem(doc, outside, name, fieldKinds)).toBeUndefined();
    doc = moveNode(doc, outside, table, 1, fieldKinds);
    const moved = findNode(doc, outside)!.node.field.__vModel__;
    expect(moved).not.toBe(name);
    expect(fieldNameProblem(doc, outside, String(moved), fieldKinds)).toBeUndefined();
  });

  it('checks field names: the pattern of spec 000 and one use per scope', () => {
    const b = builder();
    const first = b.add('input');
    const second = b.add('input');
    const taken = findNode(b.doc, first)!.node.field.__vModel__ as string;
    expect(fieldNameProblem(b.doc, second, '1abc', fieldKinds)).toBe('字段名须以字母开头，只含字母、数字和下划线');
    expect(fieldNameProblem(b.doc, second, taken, fieldKinds)).toBe(`字段名 ${taken} 已被“单行输入”使用`);
    expect(fieldNameProblem(b.doc, second, 'meter_no2', fieldKinds)).toBeUndefined();
  });

  it('copies a field with new data keys and removes one', () => {
    const b = builder();
    const table = b.add('table');
    b.add('inputNumber', table);
    const copied = duplicateNode(b.doc, table, fieldKinds, now);
    const [first, second] = saveDocument(copied.doc).fields as JnpfField[];
    expect(second!.__vModel__).not.toBe(first!.__vModel__);
    expect((second!.__config__.children as JnpfField[])[0]!.__vModel__).not.toBe(
      (first!.__config__.children as JnpfField[])[0]!.__vModel__,
    );
    expect(removeNode(copied.doc, copied.id!).fields).toHaveLength(1);
  });
});

describe('settings in either generation', () => {
  const showWordLimit = fieldKinds.get('input')!.settings!.find((s) => s.key === 'showWordLimit')!;
  it('are written where the field keeps them, else in its generation', () => {
    const v2: JnpfField = { __config__: { jnpfKey: 'comInput' }, 'show-word-limit': false };
    expect(writeSetting(v2, showWordLimit, true, 'new')).toEqual({ __config__: { jnpfKey: 'comInput' }, 'show-word-limit': true });
    const v3: JnpfField = { __config__: { jnpfKey: 'input' }, showCount: false };
    expect(readSetting(v3, showWordLimit, 'new')).toBe(false);
    expect(writeSetting(v3, showWordLimit, true, 'new')).toEqual({ __config__: { jnpfKey: 'input' }, showCount: true });
    expect(writeSetting({ __config__: { jnpfKey: 'comInput' } }, showWordLimit, true, 'old')).toHaveProperty(['show-word-limit'], true);
  });
});

describe('undo and redo', () => {
  it(`keep at least 50 steps (${HISTORY_LIMIT})`, () => {
    let history = startHistory(empty('new'));
    for (let i = 0; i < 60; i++) history = record(history, add(history.present, 'input').doc);
    expect(history.present.fields).toHaveLength(60);
    for (let i = 0; i < 60; i++) history = undo(history);
    expect(history.present.fields).toHaveLength(0);
    for (let i = 0; i < 60; i++) history = redo(history);
    expect(history.present.fields).toHaveLength(60);
  });

  it('count typing in one box as one step', () => {
    const { doc, id } = add(empty('new'), 'input');
    let history = startHistory(doc);
    for (const label of ['名', '名称', '名称A']) {
      history = record(
        history,
        updateField(history.present, id, (f) => ({ ...f, __config__: { ...f.__config__, label } })),
        `${id}:label`,
      );
    }
    expect(history.past).toHaveLength(1);
    history = undo(history);
    expect(findNode(history.present, id)!.node.field.__config__.label).toBe('单行输入');
  });
});
