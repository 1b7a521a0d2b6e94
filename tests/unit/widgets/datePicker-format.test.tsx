/**
 * Dates show and parse in the definition's `format` (never the browser's locale: 'mm/dd/yyyy',
 * '09/16/2022, 08:19:28 AM'), in all three languages, with a calendar popover whose month and
 * weekday names follow the form's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const local = (...p: number[]) => new Date(p[0]!, p[1]! - 1, p[2] ?? 1, p[3] ?? 0, p[4] ?? 0, p[5] ?? 0).getTime();
const date = (format: string, type = 'date', extra: Record<string, unknown> = {}) => ({
  __vModel__: 'd',
  __config__: { jnpfKey: 'date', label: '日期' },
  type,
  format,
  'value-format': 'timestamp',
  ...extra,
});

describe('display in the definition format', () => {
  it.each([
    ['yyyy-MM-dd', 'date', local(2022, 9, 16), '2022-09-16'],
    ['yyyy-MM-dd HH:mm:ss', 'datetime', local(2022, 9, 16, 8, 19, 28), '2022-09-16 08:19:28'],
    ['yyyy-MM', 'month', local(2022, 9, 1), '2022-09'],
    ['yyyy', 'year', local(2022, 1, 1), '2022'],
    ['yyyy/MM/dd HH:mm', 'datetime', local(2022, 9, 16, 8, 19), '2022/09/16 08:19'],
  ])('%s (%s) shows %s as %s in the edit box', (format, type, value, shown) => {
    renderDefinition([date(format, type)], { initialValues: { d: value }, language: 'en' });
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe(shown);
  });

  it('typing a date in the format stores it; a date that does not exist is not taken', () => {
    const { controller } = renderDefinition([date('yyyy-MM-dd HH:mm:ss', 'datetime')]);
    const input = screen.getByLabelText('日期') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026-02-31 10:00:00' } });
    expect(controller.getValues().d).toBeUndefined();
    fireEvent.change(input, { target: { value: '2026-02-28 10:00:00' } });
    expect(controller.getValues().d).toBe(local(2026, 2, 28, 10));
  });

  it('invalid text stays in the box with a validation message, and is kept after leaving the box', () => {
    const { controller } = renderDefinition([date('yyyy-MM-dd')], { initialValues: { d: local(2026, 3, 5) } });
    const input = screen.getByLabelText('日期') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026/03/07' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2026/03/07');
    expect(screen.getByRole('alert').textContent).toBe('日期应为 yyyy-MM-dd 格式的日期');
    let valid = true;
    act(() => {
      valid = controller.submit().valid;
    });
    expect(valid).toBe(false);
    // Corrected, it is a date again.
    fireEvent.change(input, { target: { value: '2026-03-07' } });
    fireEvent.blur(input);
    expect(controller.getValues().d).toBe(local(2026, 3, 7));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a range shows both ends in the format and explains text that is not a date', () => {
    const range = { __vModel__: 'r', __config__: { jnpfKey: 'datePicker', label: '周期' }, type: 'daterange', format: 'yyyy/MM/dd' };
    const { controller } = renderDefinition([range], { initialValues: { r: [local(2026, 5, 1), local(2026, 5, 10)] } });
    const start = screen.getByLabelText('开始日期') as HTMLInputElement;
    expect([start.value, (screen.getByLabelText('结束日期') as HTMLInputElement).value]).toEqual(['2026/05/01', '2026/05/10']);
    fireEvent.change(start, { target: { value: '2026-05-02' } });
    fireEvent.blur(start);
    expect(start.value).toBe('2026-05-02');
    expect(screen.getByRole('alert').textContent).toBe('请按 yyyy/MM/dd 格式输入');
    expect(controller.getValues().r).toEqual([local(2026, 5, 1), local(2026, 5, 10)]);
  });
});

describe('calendar popover', () => {
  it.each([
    ['zh', '2026年3月', '一'],
    ['en', 'March 2026', 'M'],
    ['zhtw', '2026年3月', '一'],
  ] as const)('in %s: month title %s and weekday %s; a click picks the day', async (language, title, monday) => {
    const { controller } = renderDefinition([date('yyyy-MM-dd')], { initialValues: { d: local(2026, 3, 5) }, language });
    fireEvent.click(screen.getByRole('button', { name: /选择日期|Choose a date|選擇日期/ }));
    const grid = await screen.findByRole('grid');
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect([...grid.querySelectorAll('th')].map((h) => h.textContent)).toContain(monday);
    fireEvent.click(within(grid).getByText('18'));
    await waitFor(() => expect(controller.getValues().d).toBe(local(2026, 3, 18)));
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe('2026-03-18');
  });

  it('a month field picks a month by name', async () => {
    const { controller } = renderDefinition([date('yyyy-MM', 'month')], { initialValues: { d: local(2026, 3, 1) }, language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: /Choose a date/ }));
    fireEvent.click(await screen.findByText('Jul'));
    await waitFor(() => expect(controller.getValues().d).toBe(local(2026, 7, 1)));
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe('2026-07');
  });

  it('days outside startTime..endTime cannot be picked', async () => {
    renderDefinition([date('yyyy-MM-dd', 'date', { startTime: local(2026, 1, 10), endTime: local(2026, 1, 20) })], {
      initialValues: { d: local(2026, 1, 15) },
    });
    fireEvent.click(screen.getByRole('button', { name: /选择日期/ }));
    const grid = await screen.findByRole('grid');
    const cell = (day: string) =>
      within(grid)
        .getAllByText(day)
        .map((el) => el.closest('[role="gridcell"]') as HTMLElement)[0]!;
    expect(cell('9').getAttribute('aria-disabled')).toBe('true');
    expect(cell('15').getAttribute('aria-disabled')).not.toBe('true');
  });

  it('has no calendar button when read-only or disabled', () => {
    renderDefinition([date('yyyy-MM-dd', 'date', { disabled: true })]);
    expect(screen.queryByRole('button', { name: /选择日期/ })).toBeNull();
  });
});
