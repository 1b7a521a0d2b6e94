import type { FieldReadProps } from '../../engine/registry/types';
import { valuelessOperators } from '../../schemas/data-rule';
import { parseConditions } from './conditions';
import type { RuleConditionsOptions } from './kind';
import { useConditionWords } from './words';

/** The conditions as text, one a line: 所属部门 等于 财务部. */
export function RuleConditionsRead({ value, field }: FieldReadProps<string, RuleConditionsOptions>) {
  const { operatorName } = useConditionWords();
  const rows = parseConditions(value);
  if (!rows.length) return null;
  const nameOf = (code: string) => field.options.fields.find((candidate) => candidate.enCode === code)?.fullName ?? code;
  return (
    <>
      {rows.map((row, index) => (
        <div key={index}>
          {[nameOf(row.field), operatorName(row.op), ...(valuelessOperators.includes(row.op) ? [] : [row.value ?? ''])].join(' ')}
        </div>
      ))}
    </>
  );
}
