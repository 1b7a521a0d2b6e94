import { describe, expect, it } from 'vitest';
import '../../../widgets';
import { compileJnpfForm, FormDefinitionError } from '../../../engine';
import basicOld from '../../fixtures/forms/basic-old.json';
import basicNew from '../../fixtures/forms/basic-new.json';
import containersOld from '../../fixtures/forms/containers-old.json';
import containersNew from '../../fixtures/forms/containers-new.json';

/** A compiled form without the names that differ between generations, for comparing them. */
function shape(definition: unknown) {
  const form = compileJnpfForm(definition);
  const properties = Object.values(form.schema.properties ?? {});
  const ui = Object.entries(form.uiSchema)
    .filter(([k]) => !k.startsWith('ui:'))
    .map(([, v]) => v);
  return { properties, ui, required: form.schema.required?.length, issues: form.issues };
}

describe('compileJnpfForm', () => {
  it('compiles both naming generations of the basic form to the same schema and options', () => {
    const a = shape(basicOld);
    const b = shape(basicNew);
    expect(a.properties).toEqual(b.properties);
    expect(a.ui).toEqual(b.ui);
    expect(a.required).toBe(5);
    expect(a.issues).toEqual([]);
    expect(b.issues).toEqual([]);
  });

  it('maps each kind to its JSON Schema and keeps the props widgets need', () => {
    const form = compileJnpfForm(basicOld);
    const p = form.schema.properties!;
    expect(p.comInputField101).toEqual({ type: 'string', maxLength: 20, title: '用户名' });
    expect(p.numInputField102).toEqual({ type: 'number', minimum: 0, maximum: 100000, title: '金额' });
    expect(p.switchField104).toEqual({ type: 'number', enum: [1, 0], title: '启用', default: 0 });
    expect(p.checkboxField106).toEqual({ type: 'array', title: '爱好', default: [] });
    expect(p.selectField108).toEqual({ type: 'array', title: '小区', default: [] });
    expect(form.uiSchema.numInputField102['ui:options']).toMatchObject({
      span: 12,
      precision: 2,
      thousands: true,
      isAmountChinese: true,
      addonBefore: '¥',
      addonAfter: '元',
      trigger: ['blur', 'change'],
    });
    expect(form.uiSchema.comInputField101['ui:options']).toMatchObject({ tipLabel: '登录用的账号', rules: [{ pattern: '/^[a-zA-Z0-9]+$/', message: '只能是字母和数字' }] });
    expect(form.uiSchema.radioField105['ui:options']).toMatchObject({ dataType: 'static', staticOptions: [{ fullName: '男', id: '1' }, { fullName: '女', id: '2' }] });
    expect(form.uiSchema.checkboxField106['ui:options']).toMatchObject({ dataType: 'dictionary', dictionaryType: 'hobby', optionProps: { value: 'enCode', label: 'fullName' } });
    expect(form.uiSchema.selectField108['ui:options']).toMatchObject({ dataType: 'dynamic', interfaceId: 'iface-estates', multiple: true });
    expect(form.dependents.get('selectField107')).toEqual(['selectField108']);
    expect(form.settings).toMatchObject({ labelWidth: 100, labelPosition: 'right', gutter: 15, popupType: 'general', generalWidth: '600px' });
  });

  it('is deterministic', () => {
    expect(JSON.stringify(compileJnpfForm(basicOld).uiSchema)).toBe(JSON.stringify(compileJnpfForm(structuredClone(basicOld)).uiSchema));
    expect(JSON.stringify(compileJnpfForm(containersNew).schema)).toBe(JSON.stringify(compileJnpfForm(containersNew).schema));
  });

  it('flattens container children into the data and keeps them in the layout', () => {
    for (const definition of [containersOld, containersNew]) {
      const form = compileJnpfForm(definition);
      expect(Object.keys(form.schema.properties!)).toEqual([
        'rowLeft',
        'rowRight',
        'cardPhone',
        'tabFirst',
        'tabSecond',
        'collapseFirst',
        'collapseSecond',
        'gridTall',
        'gridTopRight',
        'gridBottomRight',
        'hiddenByNoShow',
        'appOnly',
      ]);
      expect(form.layout.map((n) => (n.type === 'field' ? n.name : n.field.kind))).toEqual(['row', 'card', 'tab', 'collapse', 'tableGrid', 'hiddenByNoShow', 'appOnly']);
      const tab = form.layout[2]!;
      expect(tab.type === 'container' && tab.children.map((c) => c.type === 'container' && c.field.options.title)).toEqual(['基本', '更多']);
      expect(form.fields.get('hiddenByNoShow')!.hidden).toBe(true);
      expect(form.fields.get('appOnly')!.hidden).toBe(true);
      expect(form.issues).toEqual([]);
    }
  });

  it('reports what it cannot map, by field, and keeps it', () => {
    const form = compileJnpfForm({
      fields: [
        { __vModel__: 'a', __config__: { jnpfKey: 'comInput', label: 'A', mystery: 1 }, 'suffix-glow': true, on: { change: '({ data }) => { console.log(data) }', blur: '' } },
        { __vModel__: 'b', __config__: { jnpfKey: 'signatureX', label: 'B' } },
      ],
      funcs: { onLoad: '({ formData }) => { formData.a = 1 }', beforeSubmit: '' },
    });
    const issues = form.issues.map((i) => `${i.field}|${i.key}`);
    expect(issues).toEqual(['|funcs.onLoad', 'a|suffixGlow', 'a|__config__.mystery', 'a|on.change', 'b|__config__.jnpfKey']);
    expect(form.uiSchema.a['ui:options'].extra).toEqual({ suffixGlow: true, '__config__.mystery': 1, 'on.change': '({ data }) => { console.log(data) }' });
    // The unknown kind keeps its value in the data.
    expect(form.schema.properties!.b).toEqual({ title: 'B' });
  });

  it('rejects a malformed definition with readable problems', () => {
    const attempt = () =>
      compileJnpfForm({ fields: [{ __config__: { label: '姓名' } }, { __vModel__: 3, __config__: { jnpfKey: 'input', regList: [{ message: 'x' }] } }] });
    expect(attempt).toThrow(FormDefinitionError);
    try {
      attempt();
    } catch (error) {
      expect((error as FormDefinitionError).problems).toEqual([
        'fields[0]（字段“姓名”）.__config__：缺少必需的属性 jnpfKey',
        'fields[1].__vModel__：应为 string 类型',
        'fields[1].__config__.regList[0]：缺少必需的属性 pattern',
      ]);
    }
    expect(() => compileJnpfForm({ nope: true })).toThrow('（表单定义）：缺少必需的属性 fields');
  });
});
