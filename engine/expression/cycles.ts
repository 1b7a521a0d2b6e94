/**
 * Cycles between calculate fields (a = b + 1, b = a × 2): found when a definition loads, so they are
 * reported once instead of recalculating for ever. A calculate field is named by its data key, or
 * `table.column` inside a sub-table (the spelling formula tokens use).
 */
import type { CompileIssue, CompiledForm } from '../compiler/types';
import type { FormulaToken } from '../format/formula';
import type { CompiledField } from '../registry/types';
import { referencesOf } from './references';

export const CALCULATE_KIND = 'calculate';

export interface CalculationNode {
  /** How formulas name it: 'total' or 'items.amount'. */
  name: string;
  /** The compiled field id the issue is reported on. */
  id: string;
  expression: readonly FormulaToken[];
}

/** Every cycle once, as the names along it with the first repeated at the end (a → b → a). */
export function findCalculationCycles(nodes: readonly CalculationNode[]): string[][] {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const edges = new Map(nodes.map((node) => [node.name, referencesOf(node.expression).map((r) => r.name).filter((n) => byName.has(n))]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const seen = new Set<string>();

  const visit = (name: string) => {
    state.set(name, 'open');
    stack.push(name);
    for (const next of edges.get(name) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        const key = canonical(cycle);
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(name, 'done');
  };
  for (const node of nodes) if (!state.has(node.name)) visit(node.name);
  return cycles;
}

/** The same cycle found from another start reads the same: rotate to the smallest name. */
function canonical(cycle: string[]): string {
  const ring = cycle.slice(0, -1);
  const start = ring.indexOf([...ring].sort()[0]!);
  return [...ring.slice(start), ...ring.slice(0, start)].join('\u0000');
}

/** The calculate fields of a compiled form that carry a value, top-level and in sub-tables. */
export function calculationNodes(form: Pick<CompiledForm, 'fields'>): CalculationNode[] {
  const nodes: CalculationNode[] = [];
  const add = (field: CompiledField, name: string) => {
    if (field.kind !== CALCULATE_KIND) return;
    const expression = field.options.expression;
    nodes.push({ name, id: field.id, expression: Array.isArray(expression) ? (expression as FormulaToken[]) : [] });
  };
  for (const [name, field] of form.fields) {
    add(field, name);
    for (const child of field.children ?? []) if (child.name) add(child, `${name}.${child.name}`);
  }
  return nodes;
}

/** Zero or more compile issues, one per cycle, on the first field of the cycle. */
export function calculationCycleIssues(form: Pick<CompiledForm, 'fields'>, language: 'zh' | 'en' | 'zhtw' = 'zh'): CompileIssue[] {
  const nodes = calculationNodes(form);
  const ids = new Map(nodes.map((n) => [n.name, n.id]));
  return findCalculationCycles(nodes).map((cycle) => ({
    field: ids.get(cycle[0]!) ?? cycle[0]!,
    jnpfKey: CALCULATE_KIND,
    key: 'expression',
    message: `${CYCLE_WORDS[language]}${cycle.join(' → ')}`,
  }));
}

const CYCLE_WORDS = { zh: '计算公式循环引用：', zhtw: '計算公式循環引用：', en: 'The formulas refer to each other in a cycle: ' } as const;

const inCycleCache = new WeakMap<object, Map<string, string[]>>();

/**
 * For each calculate field caught in a cycle (by name), the cycle it is in; computed once per
 * compiled form. A field in a cycle does not calculate.
 */
export function calculationsInCycles(form: Pick<CompiledForm, 'fields'>): Map<string, string[]> {
  let map = inCycleCache.get(form);
  if (!map) {
    map = new Map();
    for (const cycle of findCalculationCycles(calculationNodes(form))) for (const name of cycle) if (!map.has(name)) map.set(name, cycle);
    inCycleCache.set(form, map);
  }
  return map;
}
