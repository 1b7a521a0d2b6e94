/**
 * The ECharts option of a chart drawn from rows (portal chart cards, data reports): one category
 * field and series of numeric fields, as a bar, line or pie chart. Pure, so the figures a chart shows
 * are tested without drawing it.
 */
export type ChartKind = 'bar' | 'line' | 'pie';

export interface ChartSeries {
  field: string;
  label: string;
}

export interface ChartData {
  kind: ChartKind;
  rows: readonly Record<string, unknown>[];
  category: string;
  series: readonly ChartSeries[];
}

/** A cell as a number (numeric columns come as text from PostgreSQL); what is not a number counts 0. */
export function chartNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : 0;
}

const categoryText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What ECharts draws: axes and one series per field, or a pie of the first series. */
export function chartOption({ kind, rows, category, series }: ChartData): Record<string, unknown> {
  const categories = rows.map((row) => categoryText(row[category]));
  const base = { animation: false, tooltip: { trigger: kind === 'pie' ? 'item' : 'axis' } };
  if (kind === 'pie') {
    const first = series[0];
    return {
      ...base,
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: first?.label ?? '',
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          data: rows.map((row, index) => ({ name: categories[index], value: first ? chartNumber(row[first.field]) : 0 })),
        },
      ],
    };
  }
  return {
    ...base,
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value' },
    series: series.map((item) => ({
      type: kind,
      name: item.label,
      data: rows.map((row) => chartNumber(row[item.field])),
      ...(kind === 'bar' ? { barMaxWidth: 40 } : { smooth: true }),
    })),
  };
}
