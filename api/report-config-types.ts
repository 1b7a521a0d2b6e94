/** The shapes of a data report's configuration (docs/portal.md); the checks and the totals are schemas/report-config.ts. */

export const reportTotals = ['sum', 'avg', 'count', 'max', 'min'] as const;
export type ReportTotal = (typeof reportTotals)[number];

export const reportChartTypes = ['bar', 'line', 'pie', 'none'] as const;
export type ReportChartType = (typeof reportChartTypes)[number];

export interface ReportColumn {
  field: string;
  label: string;
  /** How the totals row sums the column up; none when absent. */
  total?: ReportTotal;
  /** Digits after the point of numbers shown (and of the total); as they come when absent. */
  decimals?: number;
}

export interface ReportChart {
  type: ReportChartType;
  /** The field naming each category (the x axis, the pie's slices). */
  category?: string;
  /** Fields of columns drawn as series (a pie draws the first). */
  values?: string[];
}

/** Choices for one of the interface's parameters (a select instead of a text box); label overrides its description. */
export interface ReportFilter {
  field: string;
  label?: string;
  options?: { value: string; label: string }[];
}

export interface ReportConfig {
  columns: ReportColumn[];
  chart: ReportChart;
  filters?: ReportFilter[];
}
