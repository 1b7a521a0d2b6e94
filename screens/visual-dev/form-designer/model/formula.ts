/**
 * The calculate editor's model (reference 2.9, spec 000 section 9): the fields a formula may read
 * (number inputs and other calculate fields; a sub-table column as `table.column` with the label
 * `表.列`), and what is wrong with a formula as it is typed: the token check, fields no longer in the
 * form, the field itself, and cycles through other calculate fields.
 */
import { findCalculationCycles, type CalculationNode } from '../../../../engine/expression/cycles';
import { referencesOf } from '../../../../engine/expression/references';
import { checkFormula, type FormulaToken } from '../../../../engine/format/formula';
import type { KindRegistry } from '../../../../engine/registry/registry';
import type { JnpfField } from '../../../../engine/registry/types';
import { walk, type DesignDoc } from './document';
import { scopeOf } from './field-names';

export interface FormulaField {
  /** As a token names it: `price` or `items.amount`. */
  name: string;
  label: string;
  /** The node it is (its calculate formula may lead back). */
  nodeId: string;
}

const NUMERIC = new Set(['inputNumber', 'calculate']);

const labelOf = (field: JnpfField) => String(field.__config__.label ?? '');

/** The numeric fields of the form, named as formulas name them. */
export function formulaFields(doc: DesignDoc, registry: KindRegistry): FormulaField[] {
  const out: FormulaField[] = [];
  for (const { node } of walk(doc.fields)) {
    const name = node.field.__vModel__;
    if (typeof name !== 'string' || name === '' || !NUMERIC.has(registry.canonical(String(node.field.__config__.jnpfKey)) ?? '')) continue;
    const table = scopeOf(doc, node.id, registry);
    if (table === null) {
      out.push({ name, label: labelOf(node.field), nodeId: node.id });
      continue;
    }
    const tableNode = [...walk(doc.fields)].find((place) => place.node.id === table)!.node;
    out.push({
      name: `${String(tableNode.field.__vModel__)}.${name}`,
      label: `${labelOf(tableNode.field)}.${labelOf(node.field)}`,
      nodeId: node.id,
    });
  }
  return out;
}

/** What is wrong with `tokens` as the formula of node `nodeId`; empty when it may be saved. */
export function formulaProblems(doc: DesignDoc, nodeId: string, tokens: readonly FormulaToken[], registry: KindRegistry): string[] {
  const problems: string[] = [];
  const check = checkFormula(tokens);
  if (!check.valid) problems.push(check.message);
  const fields = formulaFields(doc, registry);
  const self = fields.find((field) => field.nodeId === nodeId);
  const known = new Set(fields.map((field) => field.name));
  for (const reference of referencesOf(tokens)) {
    if (!known.has(reference.name)) problems.push(`字段 ${reference.name} 已不在表单中`);
    else if (reference.name === self?.name) problems.push('计算公式不能引用自身');
  }
  const nodes: CalculationNode[] = [];
  for (const field of fields) {
    const place = [...walk(doc.fields)].find((p) => p.node.id === field.nodeId)!;
    if (registry.canonical(String(place.node.field.__config__.jnpfKey)) !== 'calculate') continue;
    const expression =
      field.nodeId === nodeId ? tokens : Array.isArray(place.node.field.expression) ? (place.node.field.expression as FormulaToken[]) : [];
    nodes.push({ name: field.name, id: field.nodeId, expression });
  }
  for (const cycle of findCalculationCycles(nodes)) {
    if (self && cycle.includes(self.name) && cycle.length > 2) {
      const label = (name: string) => fields.find((f) => f.name === name)?.label ?? name;
      problems.push(`计算公式形成循环：${cycle.map(label).join(' → ')}`);
    }
  }
  return problems;
}
