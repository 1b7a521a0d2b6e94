import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { calculationCycleIssues, compileCalculation, evaluateCalculation, findCalculationCycles } from '../../../engine/expression';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const price = { __vModel__: 'price', __config__: { jnpfKey: 'inputNumber', label: '单价' } };
const qty = { __vModel__: 'qty', __config__: { jnpfKey: 'numInput', label: '数量' } };
const f = (vModel: string, label = vModel) => ({ __vModel__: vModel, label });

describe('calculate formula (engine/expression)', () => {
  it('evaluates × and ÷ with precedence and parentheses, decimal-correct', () => {
    const compiled = compileCalculation([f('a'), '+', f('b'), '×', '(', '1', '.', '5', '-', f('c'), ')']);
    expect(compiled.valid).toBe(true);
    expect(compiled.references.map((r) => r.name)).toEqual(['a', 'b', 'c']);
    expect(evaluateCalculation(compiled, { a: 1, b: 2, c: 0.5 }, [])).toBe(3);
    expect(evaluateCalculation(compileCalculation([f('a'), '+', f('b')]), { a: 0.1, b: 0.2 }, [], 2)).toBe(0.3);
  });

  it('rounds half up to the precision (default 0) and turns NaN and division by zero into 0', () => {
    const ratio = compileCalculation([f('a'), '÷', f('b')]);
    expect(evaluateCalculation(ratio, { a: 10, b: 4 }, [])).toBe(3);
    expect(evaluateCalculation(ratio, { a: 10, b: 4 }, [], 1)).toBe(2.5);
    expect(evaluateCalculation(ratio, { a: 0, b: 0 }, [])).toBe(0);
    expect(evaluateCalculation(ratio, { a: 5, b: 0 }, [])).toBe(0);
    expect(evaluateCalculation(ratio, { a: 'x', b: undefined }, [])).toBe(0);
  });

  it('sums a sub-table column outside a row and reads the own row inside it', () => {
    const compiled = compileCalculation([f('items.amount'), '×', '2']);
    const values = { items: [{ amount: 1.5 }, { amount: '2' }, { amount: 'n/a' }, {}] };
    expect(evaluateCalculation(compiled, values, [], 1)).toBe(7);
    expect(evaluateCalculation(compiled, values, ['items', 1], 1)).toBe(4);
  });

  it('rejects a malformed formula with the formula check message', () => {
    const compiled = compileCalculation([f('a'), '+', '×', f('b')]);
    expect(compiled.valid).toBe(false);
    if (!compiled.valid) expect(compiled.message).toBe('计算公式中两个运算符之间缺少数值');
  });

  it('finds cycles between calculate fields, also through sub-table columns', () => {
    const cycles = findCalculationCycles([
      { name: 'a', id: 'a', expression: [f('b'), '+', '1'] },
      { name: 'b', id: 'b', expression: [f('t.c'), '×', '2'] },
      { name: 't.c', id: 'c', expression: [f('a')] },
      { name: 'd', id: 'd', expression: [f('a')] },
    ]);
    expect(cycles).toEqual([['a', 'b', 't.c', 'a']]);
  });
});

const total = {
  __vModel__: 'total',
  __config__: { jnpfKey: 'calculate', label: '金额' },
  expression: [f('price', '单价'), '×', f('qty', '数量')],
  precision: 2,
  thousands: true,
  isAmountChinese: true,
};

describe('calculate kind', () => {
  it('compiles to a number with its formula, precision defaulting to 0, and depends on its fields', () => {
    const form = compileJnpfForm({ fields: [price, qty, total, { ...total, __vModel__: 'plain', precision: undefined, thousands: undefined, isAmountChinese: undefined }] });
    expect(form.schema.properties?.total).toEqual({ type: 'number', title: '金额' });
    expect(form.uiSchema.total['ui:options']).toMatchObject({ precision: 2, thousands: true, isAmountChinese: true, isStorage: 0 });
    expect(form.uiSchema.plain['ui:options']).toMatchObject({ precision: 0, thousands: false });
    expect(form.dependents.get('price')).toEqual(['total', 'plain']);
    expect(form.issues).toEqual([]);
  });

  it('recalculates 100 ms after a dependency changes and shows thousands and capitals', async () => {
    const { controller } = renderDefinition([price, qty, total], { initialValues: { price: 1234.5, qty: 2 } });
    await waitFor(() => expect(controller.getValues().total).toBe(2469));
    const box = screen.getByLabelText('金额') as HTMLInputElement;
    expect(box.value).toBe('2,469.00');
    expect(box.readOnly).toBe(true);
    expect(screen.getByTestId('calculate-capitals').textContent).toBe('贰仟肆佰陆拾玖元整');
    act(() => controller.change(['qty'], 3));
    // Debounced: not yet.
    expect(controller.getValues().total).toBe(2469);
    await waitFor(() => expect(controller.getValues().total).toBe(3703.5));
    expect(box.value).toBe('3,703.50');
  });

  it('shows the stored value in read mode', () => {
    renderDefinition([price, qty, total], { mode: 'read', initialValues: { price: 1, qty: 1, total: 1000 } });
    expect(screen.getByTestId('calculate-value').textContent).toBe('1,000.00');
  });

  it('reports a malformed formula and shows its message instead of a result', () => {
    const broken = { ...total, expression: [f('price'), '×'] };
    const form = compileJnpfForm({ fields: [price, broken] });
    expect(form.issues).toContainEqual(expect.objectContaining({ field: 'total', key: 'expression', message: '计算公式不能以运算符结尾' }));
    const { controller } = renderDefinition([price, broken], { initialValues: { price: 3 } });
    expect(screen.getByRole('alert').textContent).toBe('计算公式不能以运算符结尾');
    expect(controller.getValues().total).toBeUndefined();
  });

  it('leaves fields caught in a cycle uncalculated and says why', () => {
    const a = { __vModel__: 'a', __config__: { jnpfKey: 'calculate', label: 'A' }, expression: [f('b'), '+', '1'] };
    const b = { __vModel__: 'b', __config__: { jnpfKey: 'calculate', label: 'B' }, expression: [f('a'), '+', '1'] };
    const form = compileJnpfForm({ fields: [a, b] });
    expect(calculationCycleIssues(form)).toEqual([{ field: 'a', jnpfKey: 'calculate', key: 'expression', message: '计算公式循环引用：a → b → a' }]);
    // Reported when the definition loads, in the compile language.
    expect(form.issues).toEqual([{ field: 'a', jnpfKey: 'calculate', key: 'expression', message: '计算公式循环引用：a → b → a' }]);
    expect(compileJnpfForm({ fields: [a, b] }, { language: 'en' }).issues.map((i) => i.message)).toEqual(['The formulas refer to each other in a cycle: a → b → a']);
    const { controller } = renderDefinition([a, b]);
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe('计算公式循环引用：a → b → a');
    expect(controller.getValues().a).toBeUndefined();
  });

  it('without __vModel__ shows the live result and stores nothing', async () => {
    const display = { __config__: { jnpfKey: 'calculate', label: '合计', formId: 9 }, expression: [f('price'), '+', f('qty')] };
    const { controller } = renderDefinition([price, qty, display], { initialValues: { price: 1, qty: 2 } });
    expect(screen.getByTestId('calculate-value').textContent).toBe('3');
    act(() => controller.change(['price'], 5));
    await waitFor(() => expect(screen.getByTestId('calculate-value').textContent).toBe('7'));
    expect(Object.keys(controller.getValues())).not.toContain('calculate-9');
  });
});
