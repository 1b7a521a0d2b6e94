/**
 * Evaluates a calculate field on the form's values: it re-renders only when one of the formula's
 * fields changes (a sub-table column outside a row: the whole table), recalculates 100 ms after the
 * last change (spec 002 section 4.4); the first result is there when it mounts.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import { compileCalculation, dependencyPaths, evaluateCalculation } from '../../engine/expression/calculation';
import { calculationsInCycles } from '../../engine/expression/cycles';
import { useEngineLanguage } from '../../engine/i18n/context';
import type { CompiledField, FieldScope } from '../../engine/registry/types';
import { EngineContext } from '../../engine/renderer/context';
import { useStoreReader, useStoreValues } from '../kit/store-values';
import type { CalculateOptions } from './kind';

export const CALCULATION_DEBOUNCE_MS = 100;

export interface CalculationState {
  /** The latest result; undefined outside a form or while the formula cannot run. */
  result: number | undefined;
  /** Why the formula cannot run: malformed, or part of a cycle. */
  problem?: string;
}

export function useCalculation(field: CompiledField<CalculateOptions>, scope: FieldScope): CalculationState {
  const language = useEngineLanguage();
  const engine = useContext(EngineContext);
  const { expression, precision } = field.options;
  const compiled = useMemo(() => compileCalculation(expression, language), [expression, language]);
  const ownName = field.name === undefined ? undefined : scope.length >= 2 ? `${String(scope[0])}.${field.name}` : field.name;
  const cycle = engine && ownName ? calculationsInCycles(engine.form).get(ownName) : undefined;
  const problem = !compiled.valid ? compiled.message : cycle ? cycleMessage(language, cycle) : undefined;

  const paths = useMemo(() => dependencyPaths(compiled.references, scope), [compiled, scope]);
  const dependencies = useStoreValues(paths);
  const readValues = useStoreReader();
  const compute = useMemo(
    () => (readValues && !problem ? () => evaluateCalculation(compiled, readValues(), scope, precision) : undefined),
    [readValues, problem, compiled, scope, precision],
  );

  // The first result is computed while mounting; later ones 100 ms after the last change.
  const [result, setResult] = useState(() => compute?.());
  useEffect(() => {
    if (!compute) return;
    const timer = setTimeout(() => setResult(compute()), CALCULATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [compute, dependencies]);

  return { result: compute ? result : undefined, ...(problem ? { problem } : {}) };
}

function cycleMessage(language: string, cycle: readonly string[]): string {
  const path = cycle.join(' → ');
  if (language === 'en') return `The formulas refer to each other in a cycle: ${path}`;
  return `${language === 'zhtw' ? '計算公式循環引用：' : '计算公式循环引用：'}${path}`;
}
