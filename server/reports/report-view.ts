/**
 * What a report shows: its filter bar (the interface's declared parameters, with the report's choices
 * and labels), and a run's rows cut to the report's columns with the totals row. Pure.
 */
import type { DataInterfaceParameter } from '../../api/data-interface';
import type { ReportFilterField, ReportRun } from '../../api/portal';
import { reportTotalsOf, type ReportConfig } from '../../schemas/report-config';

export function filterFields(config: ReportConfig, parameters: readonly DataInterfaceParameter[]): ReportFilterField[] {
  const choices = new Map((config.filters ?? []).map((filter) => [filter.field, filter]));
  return parameters.map((parameter) => {
    const choice = choices.get(parameter.field);
    return {
      field: parameter.field,
      label: choice?.label || parameter.fieldName || parameter.field,
      dataType: parameter.dataType,
      defaultValue: parameter.defaultValue ?? '',
      required: parameter.required === 1,
      ...(choice?.options ? { options: choice.options } : {}),
    };
  });
}

/** The rows with only the report's columns (what else the interface answers is not shown), and their totals. */
export function reportRun(config: ReportConfig, rows: readonly Record<string, unknown>[]): ReportRun {
  const fields = config.columns.map((column) => column.field);
  const list = rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field] ?? null])));
  return { list, totals: reportTotalsOf(config.columns, list) };
}
