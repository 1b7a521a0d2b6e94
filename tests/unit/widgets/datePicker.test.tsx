import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition, renderSchema } from '../helpers/engine';

afterEach(cleanup);

const local = (...parts: number[]) =>
  new Date(parts[0]!, parts[1]! - 1, parts[2] ?? 1, parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0).getTime();

const oldDate = {
  __vModel__: 'd',
  __config__: { jnpfKey: 'date', label: '日期', required: true },
  type: 'date',
  format: 'yyyy-MM-dd',
  'value-format': 'timestamp',
};
const newDate = {
  __vModel__: 'd',
  __config__: { jnpfKey: 'datePicker', label: '日期', required: true },
  type: 'date',
  format: 'YYYY-MM-DD',
};

describe.each([
  ['date (old generation)', oldDate],
  ['datePicker (new generation)', newDate],
])('%s', (_, field) => {
  it('compiles to epoch milliseconds with the display format', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties?.d).toEqual({ type: 'number', title: '日期' });
    expect(form.uiSchema.d['ui:field']).toBe('datePicker');
    expect(form.uiSchema.d['ui:options']).toMatchObject({ type: 'date', format: 'YYYY-MM-DD' });
    expect(form.issues).toEqual([]);
  });

  it('stores the picked day as local midnight in milliseconds and shows it formatted in read mode', () => {
    const { controller, rerenderMode } = renderDefinition([field]);
    const input = screen.getByLabelText('日期') as HTMLInputElement;
    // Text in the definition's format, not the browser's locale date input.
    expect(input.type).toBe('text');
    fireEvent.change(input, { target: { value: '2026-03-05' } });
    expect(controller.getValues().d).toBe(local(2026, 3, 5));
    rerenderMode('read');
    expect(screen.getByText('2026-03-05')).toBeTruthy();
  });

  it('requires a value', () => {
    const { controller } = renderDefinition([field]);
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('日期不能为空');
  });
});

describe('datePicker types', () => {
  it('datetime keeps the time and formats it', () => {
    const { controller } = renderDefinition(
      [{ __vModel__: 'd', __config__: { jnpfKey: 'datePicker', label: '时刻' }, type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' }],
      { mode: 'edit' },
    );
    fireEvent.change(screen.getByLabelText('时刻'), { target: { value: '2026-03-05 08:30:15' } });
    expect(controller.getValues().d).toBe(local(2026, 3, 5, 8, 30, 15));
  });

  it('month stores the 1st; year stores 1 January (years allow only January)', () => {
    const { controller } = renderDefinition([
      { __vModel__: 'm', __config__: { jnpfKey: 'date', label: '月份' }, type: 'month', format: 'yyyy-MM' },
      { __vModel__: 'y', __config__: { jnpfKey: 'date', label: '年份' }, type: 'year', format: 'yyyy' },
    ]);
    fireEvent.change(screen.getByLabelText('月份'), { target: { value: '2026-07' } });
    const year = screen.getByLabelText('年份');
    fireEvent.change(year, { target: { value: '20' } });
    expect(controller.getValues().y).toBeUndefined();
    fireEvent.change(year, { target: { value: '2027' } });
    expect(controller.getValues()).toMatchObject({ m: local(2026, 7, 1), y: local(2027, 1, 1) });
  });

  it('a range stores [start, end] once both ends are picked, in order', () => {
    const { controller } = renderDefinition([{ __vModel__: 'r', __config__: { jnpfKey: 'dateRange', label: '周期' } }]);
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-05-10' } });
    expect(controller.getValues().r).toBeUndefined();
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-05-01' } });
    expect(controller.getValues().r).toEqual([local(2026, 5, 1), local(2026, 5, 10)]);
  });

  it('clears a pick outside startTime..endTime and turns read-only when the start is after the end', () => {
    const limited = {
      __vModel__: 'd',
      __config__: { jnpfKey: 'datePicker', label: '日期' },
      type: 'date',
      startTime: local(2026, 1, 10),
      endTime: local(2026, 1, 20),
    };
    const { controller } = renderDefinition([limited]);
    const input = screen.getByLabelText('日期') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026-01-20' } });
    expect(controller.getValues().d).toBe(local(2026, 1, 20));
    fireEvent.change(input, { target: { value: '2026-01-21' } });
    expect(controller.getValues().d).toBeUndefined();
    cleanup();

    renderDefinition([{ ...limited, startTime: local(2026, 2, 1) }]);
    expect((screen.getByLabelText('日期') as HTMLInputElement).readOnly).toBe(true);
  });

  it('limits by another field (startTimeRule type 2)', () => {
    const { controller } = renderDefinition([
      { __vModel__: 'from', __config__: { jnpfKey: 'datePicker', label: '开始' }, type: 'date' },
      {
        __vModel__: 'to',
        __config__: { jnpfKey: 'datePicker', label: '结束', startTimeRule: true, startTimeType: 2, startRelationField: 'from' },
        type: 'date',
      },
    ]);
    act(() => controller.change(['from'], local(2026, 4, 2)));
    const to = screen.getByLabelText('结束') as HTMLInputElement;
    fireEvent.change(to, { target: { value: '2026-04-01' } });
    expect(controller.getValues().to).toBeUndefined();
  });

  it('reports a type it cannot honour', () => {
    const form = compileJnpfForm({ fields: [{ __vModel__: 'd', __config__: { jnpfKey: 'date', label: '日期' }, type: 'dates' }] });
    expect(form.issues.map((i) => i.key)).toEqual(['type']);
  });

  it('stores text in a value-format other than timestamp', () => {
    const field = {
      __vModel__: 'd',
      __config__: { jnpfKey: 'date', label: '日期' },
      type: 'date',
      format: 'yyyy年MM月dd日',
      'value-format': 'yyyy-MM-dd',
    };
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties?.d).toEqual({ type: 'string', title: '日期' });
    const { controller, rerenderMode } = renderDefinition([field]);
    // Typed in the display format, stored in the value format.
    fireEvent.change(screen.getByLabelText('日期'), { target: { value: '2026年03月05日' } });
    expect(controller.getValues().d).toBe('2026-03-05');
    rerenderMode('read');
    expect(screen.getByText('2026年03月05日')).toBeTruthy();
  });
});

describe('datePicker in a pasted JSON Schema + UI schema pair', () => {
  const schema = {
    type: 'object' as const,
    properties: {
      day: { type: 'string' as const, title: '日期', format: 'date' },
      at: { type: 'string' as const, title: '时刻', format: 'date-time' },
      ms: { type: 'integer' as const, title: '毫秒' },
    },
  };
  const uiSchema = { ms: { 'ui:widget': 'date' } };

  it('stores text as the format says and epoch milliseconds on a number schema', () => {
    const { controller, form } = renderSchema(schema, uiSchema);
    expect(form.uiSchema.day['ui:options']).toMatchObject({ type: 'date', valueFormat: 'YYYY-MM-DD' });
    expect(form.uiSchema.at['ui:options']).toMatchObject({ type: 'datetime', format: 'YYYY-MM-DD HH:mm:ss' });
    fireEvent.change(screen.getByLabelText('日期'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('时刻'), { target: { value: '2026-03-05 08:30:15' } });
    fireEvent.change(screen.getByLabelText('毫秒'), { target: { value: '2026-03-05' } });
    const values = controller.getValues();
    expect(values.day).toBe('2026-03-05');
    // RFC 3339 with the local offset: the same instant, and valid for format date-time.
    expect(values.at).toMatch(/^2026-03-05T08:30:15[+-]\d{2}:\d{2}$/);
    expect(Date.parse(values.at as string)).toBe(local(2026, 3, 5, 8, 30, 15));
    expect(values.ms).toBe(local(2026, 3, 5));
    let valid = false;
    act(() => {
      valid = controller.submit().valid;
    });
    expect(valid).toBe(true);
  });

  it('reads either form: text in the format, RFC 3339 text, or epoch milliseconds', () => {
    renderSchema(schema, uiSchema, {
      mode: 'read',
      initialValues: { day: local(2026, 3, 5), at: '2026-03-05T08:30:15+08:00', ms: '2026-03-07' },
    });
    expect(screen.getByText('2026-03-05')).toBeTruthy();
    expect(screen.getByText(/^2026-03-05 \d{2}:30:15$/)).toBeTruthy();
    expect(screen.getByText('2026-03-07')).toBeTruthy();
  });
});
