/**
 * Row formulas of a windowed sub-table. A calculate column's value is written by its widget (reference
 * 2.9: the result is the field's value), and a windowed table draws only the rows in view: the rows
 * out of view would keep stale or missing results, and the 合计 row, a grand total summing the column
 * and the submitted values would be wrong. So the table evaluates its calculate columns for every row
 * itself, as the widget does (same compiled formula, same rounding, 100 ms after the last change; the
 * first pass at once), and writes the results that differ. Only rows that changed since the last pass
 * are evaluated, unless a field outside the table that a formula reads changed.
 */
import { useEffect, useMemo, useRef } from 'react';
import { compileCalculation, evaluateCalculation, type CompiledCalculation } from '../../engine/expression/calculation';
import { calculationsInCycles } from '../../engine/expression/cycles';
import { useEngineLanguage } from '../../engine/i18n/context';
import { useEngine } from '../../engine/renderer/context';
import type { DataPath } from '../../engine/state/paths';
import type { CalculateOptions } from '../calculate/kind';
import { useStoreValues } from '../kit/store-values';
import { CALCULATION_DEBOUNCE_MS } from '../calculate/use-calculation';
import type { TableColumn } from './columns';
import type { TableRow } from './kind';

interface RowFormula {
  column: string;
  compiled: CompiledCalculation;
  precision: number;
  /** Top-level names the formula reads outside this table (fields, or other tables summed). */
  outside: string[];
}

export function useRowCalculations(table: string, columns: readonly TableColumn[], rows: readonly TableRow[], enabled: boolean): void {
  const { controller, form } = useEngine();
  const language = useEngineLanguage();
  const formulas = useMemo(() => {
    const cycles = calculationsInCycles(form);
    return columns.flatMap(({ name, field }): RowFormula[] => {
      if (!name || field.kind !== 'calculate' || cycles.has(`${table}.${name}`)) return [];
      const o = field.options as Partial<CalculateOptions>;
      const compiled = compileCalculation(o.expression, language);
      if (!compiled.valid) return [];
      const outside = compiled.references.filter((r) => r.table !== table).map((r) => r.table ?? r.name);
      return [{ column: name, compiled, precision: o.precision ?? 0, outside }];
    });
  }, [columns, form, table, language]);
  // Fields outside the table a formula reads: their changes run the formulas of every row.
  const outsidePaths = useMemo<DataPath[]>(() => [...new Set(formulas.flatMap((f) => f.outside))].map((name) => [name]), [formulas]);
  const outsideValues = useStoreValues(outsidePaths);
  const last = useRef<{ rows: readonly unknown[]; outside: unknown[] } | null>(null);

  useEffect(() => {
    if (!enabled || formulas.length === 0) return;
    const run = () => {
      let values = controller.getValues();
      const outside = formulas.flatMap((f) => f.outside.map((name) => values[name]));
      const before = last.current;
      const all = !before || outside.some((v, i) => !Object.is(v, before.outside[i]));
      const count = Array.isArray(values[table]) ? (values[table] as unknown[]).length : 0;
      for (let index = 0; index < count; index++) {
        const row = (values[table] as TableRow[])[index];
        if (!all && before.rows[index] === row) continue;
        for (const f of formulas) {
          const result = evaluateCalculation(f.compiled, values, [table, index], f.precision);
          const current = (values[table] as TableRow[])[index];
          if (!Object.is(result, current && typeof current === 'object' ? current[f.column] : undefined)) {
            controller.change([table, index, f.column], result);
            values = controller.getValues();
          }
        }
      }
      const after = values[table];
      last.current = { rows: Array.isArray(after) ? after : [], outside };
    };
    if (!last.current) {
      run();
      return;
    }
    const timer = setTimeout(run, CALCULATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, formulas, rows, outsideValues, controller, table]);
}
