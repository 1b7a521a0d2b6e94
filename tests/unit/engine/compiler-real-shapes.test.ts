/**
 * Shapes real JNPF definitions have that the first compiler rejected or reported as noise
 * (docs/jnpf-corpus.md): 3.1 panes without a jnpfKey, the designer's comment-only event scripts,
 * and keys the designer stores on every field of a newer form.
 */
import { describe, expect, it } from 'vitest';
import '../../../widgets';
import { compileJnpfForm } from '../../../engine';

const input = (vModel: string, label: string) => ({
  __config__: { jnpfKey: 'comInput', label, formId: 107, renderKey: 1628151828662 },
  __slot__: { prepend: '', append: '' },
  placeholder: '请输入',
  __vModel__: vModel,
});

/** As JNPF 3.1 saved it: tab and collapse panes carry only `children` in `__config__`. */
const panesWithoutKey = {
  formStyle: '',
  fields: [
    {
      __config__: {
        jnpfKey: 'tab',
        label: '标签页',
        children: [
          { title: 'Tab 1', __config__: { children: [input('aaa', '单行输入1')], formId: 102, renderKey: 1 } },
          { title: 'Tab 2', __config__: { children: [input('aa', '单行输入2')], formId: 103, renderKey: 1 } },
        ],
        active: '1',
        componentName: 'row101',
      },
      type: '',
      'tab-position': 'top',
    },
    {
      __config__: {
        jnpfKey: 'collapse',
        label: '折叠面板',
        children: [
          { title: '面板1', name: '1', __config__: { children: [input('bb', '单行输入3')], formId: 105 } },
          { title: '新面板', name: '7SffpY', __config__: { children: [] } },
        ],
        active: ['1'],
      },
      accordion: false,
    },
  ],
};

describe('3.1 panes without __config__.jnpfKey', () => {
  it('infers tabItem and collapseItem from the parent and compiles the fields inside', () => {
    const form = compileJnpfForm(panesWithoutKey);
    expect(Object.keys(form.schema.properties!)).toEqual(['aaa', 'aa', 'bb']);
    const [tab, collapse] = form.layout;
    expect(tab?.type === 'container' && tab.children.map((c) => c.type === 'container' && [c.field.kind, c.field.options.title])).toEqual([
      ['tabItem', 'Tab 1'],
      ['tabItem', 'Tab 2'],
    ]);
    expect(
      collapse?.type === 'container' && collapse.children.map((c) => c.type === 'container' && [c.field.kind, c.field.options.name]),
    ).toEqual([
      ['collapseItem', '1'],
      ['collapseItem', '7SffpY'],
    ]);
  });

  it('reports each inference as a note, not as a problem', () => {
    const form = compileJnpfForm(panesWithoutKey);
    const notes = form.issues.filter((i) => i.severity === 'note');
    expect(notes.map((i) => [i.jnpfKey, i.key])).toEqual([
      ['tabItem', '__config__.jnpfKey'],
      ['tabItem', '__config__.jnpfKey'],
      ['collapseItem', '__config__.jnpfKey'],
      ['collapseItem', '__config__.jnpfKey'],
    ]);
    expect(notes[0]!.message).toBe('窗格没有 jnpfKey，按所在的 tab 当作 tabItem');
    expect(form.issues.filter((i) => i.severity !== 'note')).toEqual([]);
  });

  it('still rejects a field without jnpfKey outside a tab or collapse', () => {
    expect(() => compileJnpfForm({ fields: [{ __config__: { label: '姓名' } }] })).toThrow('缺少必需的属性 jnpfKey');
  });
});

const designerScript = (args: string) => `(${args}) => {\n    // 在此编写代码\n    \n}`;

describe('event scripts with only comments', () => {
  it('counts as no script: nothing reported, nothing kept', () => {
    const form = compileJnpfForm({
      fields: [
        {
          __vModel__: 'a',
          __config__: { jnpfKey: 'input', label: 'A' },
          on: {
            change: designerScript(
              '{ data, formData, setFormData, setShowOrHide, setRequired, setDisabled, request, getFieldOptions, setFieldOptions }',
            ),
            blur: designerScript('{ data, rowIndex, formData, setFormData, setShowOrHide, setRequired, setDisabled, onlineUtils }'),
            focus: '({ data }) => {\n  /* 以后再写\n     多行 */\n}',
          },
        },
      ],
      funcs: {
        onLoad: designerScript('{ formData, setFormData }'),
        beforeSubmit: '({ formData }) => {\n  // 在此编写代码\n  return new Promise((resolve) => { resolve() })\n}',
      },
    });
    expect(form.issues.map((i) => `${i.field}|${i.key}`)).toEqual(['|funcs.beforeSubmit']);
    expect(form.uiSchema.a['ui:options'].extra).toBeUndefined();
  });

  it("counts the designer's placeholder whose newlines lost their backslash (generated 3.4 code: `{n    // 在此编写代码n    n}`)", () => {
    const lost =
      '({ data, formData, setFormData, setShowOrHide, setRequired, setDisabled, request, getFieldOptions, setFieldOptions }) => {n    // 在此编写代码n    n}';
    const form = compileJnpfForm({
      fields: [{ __vModel__: 'a', __config__: { jnpfKey: 'comInput', label: 'A' }, on: { change: lost, blur: lost } }],
    });
    expect(form.issues).toEqual([]);
  });

  it('still reports a script with code after a comment', () => {
    const form = compileJnpfForm({
      fields: [
        {
          __vModel__: 'a',
          __config__: { jnpfKey: 'input', label: 'A' },
          on: { change: '({ data }) => {\n  // 同步\n  setFormData("b", data)\n}' },
        },
      ],
    });
    expect(form.issues.map((i) => i.key)).toEqual(['on.change']);
  });
});

describe('keys JNPF stores that are now mapped', () => {
  it('sub-table columns: isSubTable, parentVModel, relationTable', () => {
    const column = {
      __config__: {
        jnpfKey: 'input',
        label: '商品上级',
        tableName: 'a_prod_analysis',
        isSubTable: true,
        parentVModel: 'tableField4d57ab',
        relationTable: 'a_prod_analysis_item',
      },
      __vModel__: 'F_Parent',
    };
    const form = compileJnpfForm({
      fields: [
        {
          __config__: { jnpfKey: 'table', label: '明细', tableName: 'a_prod_analysis_item', children: [column] },
          __vModel__: 'tableField4d57ab',
        },
      ],
    });
    expect(form.issues).toEqual([]);
  });

  it('useMask, maskConfig and useScan on inputs; type on the old textarea; formStyle on the form', () => {
    const form = compileJnpfForm({
      formStyle: 'word-form',
      fields: [
        {
          __config__: { jnpfKey: 'input', label: '手机' },
          __vModel__: 'phone',
          useScan: true,
          useMask: true,
          maskConfig: {
            filler: '*',
            maskType: 3,
            prefixType: 1,
            prefixLimit: 0,
            prefixSpecifyChar: '',
            suffixType: 1,
            suffixLimit: 0,
            suffixSpecifyChar: '',
            ignoreChar: '',
            useUnrealMask: false,
            unrealMaskLength: 1,
          },
        },
        { __config__: { jnpfKey: 'textarea', label: '备注' }, __vModel__: 'memo', type: 'textarea' },
      ],
    });
    expect(form.issues).toEqual([]);
    expect(form.uiSchema.phone['ui:options']).toMatchObject({ useScan: true, mask: { filler: '*', maskType: 3 } });
    expect(form.settings.formStyle).toBe('word-form');
  });
});
