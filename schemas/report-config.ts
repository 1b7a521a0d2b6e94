/**
 * A data report's configuration (type-5 menus; docs/portal.md): which of its data interface's fields
 * show as columns and how each is totalled, the chart drawn from the rows, and choices offered for the
 * interface's parameters in the filter bar. The server totals the rows (the screen and the spreadsheet
 * show the same figures); both sides check a configuration with {@link checkReportConfig}.
 */
import { reportChartTypes, reportTotals, type ReportChartType, type ReportColumn, type ReportTotal } from '../api/report-config-types';

export * from '../api/report-config-types';

export const reportConfigMessages = {
  notJson: '报表配置不是有效的 JSON',
  notConfig: '报表配置应为 {"columns": [...], "chart": {...}}',
  noColumns: '报表至少要有一列（columns）',
  column: (n: number, problem: string) => `第 ${n} 列：${problem}`,
  chart: (problem: string) => `图表：${problem}`,
  filter: (n: number, problem: string) => `第 ${n} 个筛选：${problem}`,
} as const;

const fieldName = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;

function columnProblem(column: unknown): string | null {
  if (!isObject(column)) return '应为对象';
  if (typeof column.field !== 'string' || !fieldName.test(column.field)) return '字段名 field 无效';
  if (!isText(column.label, 50) || !column.label) return '标题 label 应为 1 到 50 个字符';
  if (column.total !== undefined && !reportTotals.includes(column.total as ReportTotal))
    return `合计方式 total 应为 ${reportTotals.join('、')} 之一`;
  if (
    column.decimals !== undefined &&
    !(Number.isInteger(column.decimals) && (column.decimals as number) >= 0 && (column.decimals as number) <= 6)
  )
    return '小数位 decimals 应为 0 到 6 的整数';
  return null;
}

function chartProblem(chart: unknown, fields: Set<string>): string | null {
  if (!isObject(chart) || !reportChartTypes.includes(chart.type as ReportChartType))
    return `类型 type 应为 ${reportChartTypes.join('、')} 之一`;
  if (chart.type === 'none') return null;
  if (typeof chart.category !== 'string' || !fields.has(chart.category)) return '分类字段 category 应为报表的一列';
  if (
    !Array.isArray(chart.values) ||
    !chart.values.length ||
    !chart.values.every((value) => typeof value === 'string' && fields.has(value))
  )
    return '数值字段 values 应为报表的列';
  return null;
}

function filterProblem(filter: unknown): string | null {
  if (!isObject(filter) || typeof filter.field !== 'string' || !fieldName.test(filter.field)) return '参数名 field 无效';
  if (filter.label !== undefined && !isText(filter.label, 50)) return '标题 label 最多 50 个字符';
  if (filter.options === undefined) return null;
  if (!Array.isArray(filter.options) || filter.options.length > 200) return '选项 options 应为不超过 200 项的列表';
  for (const option of filter.options)
    if (!isObject(option) || !isText(option.value, 200) || !isText(option.label, 100)) return '选项应为 {value, label}';
  return null;
}

/** The first problem of a configuration, or null when it is a valid {@link ReportConfig}. */
export function checkReportConfig(value: unknown): string | null {
  if (!isObject(value) || !Array.isArray(value.columns)) return reportConfigMessages.notConfig;
  if (!value.columns.length || value.columns.length > 50) return reportConfigMessages.noColumns;
  for (const [index, column] of value.columns.entries()) {
    const problem = columnProblem(column);
    if (problem) return reportConfigMessages.column(index + 1, problem);
  }
  const fields = new Set((value.columns as ReportColumn[]).map((column) => column.field));
  const chart = chartProblem(value.chart, fields);
  if (chart) return reportConfigMessages.chart(chart);
  if (value.filters === undefined) return null;
  if (!Array.isArray(value.filters) || value.filters.length > 20)
    return reportConfigMessages.filter(1, '筛选 filters 应为不超过 20 项的列表');
  for (const [index, filter] of value.filters.entries()) {
    const problem = filterProblem(filter);
    if (problem) return reportConfigMessages.filter(index + 1, problem);
  }
  return null;
}

/** A cell's value as a number, or null when it is not one (numeric columns come as text from PostgreSQL). */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const roundTo = (value: number, decimals: number | undefined) => (decimals === undefined ? value : Number(value.toFixed(decimals)));

/** The totals row: for each column with a total, the sum, average, count, largest or smallest of its numbers. */
export function reportTotalsOf(columns: readonly ReportColumn[], rows: readonly Record<string, unknown>[]): Record<string, number | null> {
  const totals: Record<string, number | null> = {};
  for (const column of columns) {
    if (!column.total) continue;
    const numbers = rows.map((row) => numberOf(row[column.field])).filter((value): value is number => value !== null);
    if (column.total === 'count') {
      totals[column.field] = rows.filter(
        (row) => row[column.field] !== null && row[column.field] !== undefined && row[column.field] !== '',
      ).length;
      continue;
    }
    if (!numbers.length) {
      totals[column.field] = null;
      continue;
    }
    const sum = numbers.reduce((a, b) => a + b, 0);
    const total = { sum, avg: sum / numbers.length, max: Math.max(...numbers), min: Math.min(...numbers) }[column.total];
    // Sums of decimals gather binary noise (0.1 + 0.2): rounded to the column's digits, else to 10.
    totals[column.field] = roundTo(total, column.decimals ?? 10);
  }
  return totals;
}
