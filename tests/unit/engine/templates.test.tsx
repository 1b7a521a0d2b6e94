import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { FormController, compileSchemaForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

describe('field templates', () => {
  it('places fields by span, with the form label width unless the field has its own', () => {
    const { container } = renderDefinition({
      labelWidth: 120,
      fields: [
        { __vModel__: 'a', __config__: { jnpfKey: 'input', label: '甲', span: 8 } },
        { __vModel__: 'b', __config__: { jnpfKey: 'input', label: '乙', span: 16, labelWidth: 60 } },
      ],
    });
    const cells = [...container.querySelectorAll<HTMLElement>('.ef-cell')];
    expect(cells.map((c) => c.style.gridColumn)).toEqual(['span 8', 'span 16']);
    const labels = [...container.querySelectorAll<HTMLElement>('.ef-label')];
    expect(labels.map((l) => l.style.width)).toEqual(['', '60px']);
    expect((container.querySelector('.engine-form') as HTMLElement).className).toBeTruthy();
  });

  it('packs fields into rows of 24 columns, leaving hidden ones out', () => {
    const { container } = renderDefinition([
      { __vModel__: 'a', __config__: { jnpfKey: 'input', label: '甲', span: 12 } },
      { __vModel__: 'h', __config__: { jnpfKey: 'input', label: '隐', span: 12, noShow: true } },
      { __vModel__: 'b', __config__: { jnpfKey: 'input', label: '乙', span: 12 } },
      { __vModel__: 'c', __config__: { jnpfKey: 'input', label: '丙', span: 16 } },
    ]);
    const rows = [...container.querySelectorAll('.ef-grid-row')].map((r) => [...r.querySelectorAll('label')].map((l) => l.textContent));
    expect(rows).toEqual([['甲', '乙'], ['丙']]);
  });

  it('hides the label with showLabel false, marks required fields and shows the tip', () => {
    renderDefinition([
      { __vModel__: 'a', __config__: { jnpfKey: 'input', label: '无标签', showLabel: false } },
      { __vModel__: 'b', __config__: { jnpfKey: 'input', label: '必填', required: true, tipLabel: '填写说明' } },
    ]);
    expect(screen.queryByText('无标签')).toBeNull();
    const required = screen.getByText('必填');
    expect(required.hasAttribute('data-required')).toBe(true);
    expect(screen.getByRole('img', { name: '填写说明' })).toBeTruthy();
  });

  it('puts labels on top when the form says so', () => {
    const { container } = renderDefinition({ labelPosition: 'top', fields: [{ __vModel__: 'a', __config__: { jnpfKey: 'input', label: '甲' } }] });
    expect(container.querySelector('.ef-item')!.getAttribute('data-position')).toBe('top');
  });

  it('words messages in the form language', () => {
    const fields = [{ __vModel__: 'a', __config__: { jnpfKey: 'input', label: 'Name', required: true } }];
    for (const [language, message] of [
      ['en', 'Name is required'],
      ['zhtw', 'Name不能為空'],
    ] as const) {
      const { controller, unmount } = renderDefinition(fields, { language });
      act(() => {
        controller.submit();
      });
      expect(screen.getByRole('alert').textContent).toBe(message);
      unmount();
    }
  });
});

describe('form permissions', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      name: { type: 'string', title: '名称' },
      items: { type: 'array', title: '明细', items: { type: 'object', properties: { price: { type: 'number' }, qty: { type: 'number' } } } },
    },
  };

  it('codes sub-table columns as table-field', () => {
    const form = compileSchemaForm(schema);
    const controller = new FormController(form, { permissions: ['items-price'] });
    expect(controller.isVisible('name')).toBe(false);
    expect(controller.isVisible('items')).toBe(true);
    expect(controller.isColumnVisible('items', 'price')).toBe(true);
    expect(controller.isColumnVisible('items', 'qty')).toBe(false);
    expect(new FormController(form).isColumnVisible('items', 'qty')).toBe(true);
  });

  it('validates sub-table cells with the bare cell message and the rule message', () => {
    const form = compileSchemaForm(schema, { items: { items: { price: { 'ui:options': { rules: [{ pattern: '/^\\d+$/', message: '请输入整数' }] } } } } });
    const table = form.fields.get('items')!;
    table.children!.find((c) => c.name === 'qty')!.required = true;
    const controller = new FormController(form, { initialValues: { items: [{ price: 1.5 }, { price: 2, qty: 1 }] } });
    const { errors } = controller.submit();
    expect(errors).toEqual([
      ['items', 0, 'price'],
      ['items', 0, 'qty'],
    ]);
    expect(controller.store.getErrors(['items', 0, 'qty'])).toEqual(['不能为空']);
    expect(controller.store.getErrors(['items', 0, 'price'])).toEqual(['请输入整数']);
    controller.change(['items', 0, 'qty'], 3);
    expect(controller.store.getErrors(['items', 0, 'qty'])).toBeUndefined();
  });
});
