import { memo } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { useRelatedValue } from '../../engine/state/hooks';
import { ruleOperators, valuelessOperators, type RuleCondition } from '../../schemas/data-rule';
import { conditionsText, parseConditions } from './conditions';
import type { RuleConditionsOptions } from './kind';
import { useConditionWords } from './words';

/** Rows of field, operator and value, with add and remove; only while the rule's scope is custom. */
function RuleConditionsEditImpl({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
  field,
  scope,
  error,
}: FieldWidgetProps<string, RuleConditionsOptions>) {
  const { w, operatorName } = useConditionWords();
  const { fields, scopeField } = field.options;
  const ruleScope = useRelatedValue<string>(scopeField, scope);
  const locked = disabled || readOnly;
  if (scopeField && ruleScope !== 'custom')
    return (
      <p id={id} className="ef-rule-note">
        {w.notCustom}
      </p>
    );
  if (!fields.length)
    return (
      <p id={id} className="ef-rule-note">
        {w.noFields}
      </p>
    );

  const rows = parseConditions(value);
  const write = (next: RuleCondition[]) => onChange(conditionsText(next));
  const update = (index: number, change: Partial<RuleCondition>) =>
    write(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <div id={id} className="ef-rules" role="group" aria-labelledby={labelId(id)} data-invalid={error ? '' : undefined}>
      {rows.length === 0 && <p className="ef-rule-note">{w.empty}</p>}
      {rows.map((row, index) => {
        const n = index + 1;
        const valueless = valuelessOperators.includes(row.op);
        const unknown = row.field !== '' && !fields.some((candidate) => candidate.enCode === row.field);
        return (
          <div key={index} className="ef-rule-row" role="group" aria-label={`${w.condition} ${n}`}>
            <div className="ef-box ef-rule-field" data-disabled={locked || undefined}>
              <select
                aria-label={`${w.field} ${n}`}
                value={row.field}
                disabled={locked}
                onBlur={onBlur}
                onChange={(e) => update(index, { field: e.target.value })}
              >
                <option value="">{w.choose}</option>
                {fields.map((candidate) => (
                  <option key={candidate.enCode} value={candidate.enCode}>
                    {candidate.fullName}
                  </option>
                ))}
                {/* A field the menu no longer lists: shown as stored, so the server names it when saving. */}
                {unknown && <option value={row.field}>{row.field}</option>}
              </select>
            </div>
            <div className="ef-box ef-rule-op" data-disabled={locked || undefined}>
              <select
                aria-label={`${w.operator} ${n}`}
                value={row.op}
                disabled={locked}
                onBlur={onBlur}
                onChange={(e) => update(index, { op: e.target.value as RuleCondition['op'] })}
              >
                {ruleOperators.map((op) => (
                  <option key={op} value={op}>
                    {operatorName(op)}
                  </option>
                ))}
              </select>
            </div>
            <div className="ef-box ef-rule-value" data-disabled={locked || valueless || undefined}>
              <input
                aria-label={`${w.value} ${n}`}
                value={valueless ? '' : (row.value ?? '')}
                placeholder={valueless ? '' : w.valuePlaceholder}
                disabled={locked || valueless}
                onBlur={onBlur}
                onChange={(e) => update(index, { value: e.target.value })}
              />
            </div>
            {!locked && (
              <button
                type="button"
                className="ef-icon-btn ef-rule-remove"
                aria-label={`${w.remove} ${n}`}
                onClick={() => write(rows.filter((_, i) => i !== index))}
              >
                ×
              </button>
            )}
          </div>
        );
      })}
      {!locked && (
        <button type="button" className="ef-rule-add" onClick={() => write([...rows, { field: fields[0]!.enCode, op: '==', value: '' }])}>
          + {w.add}
        </button>
      )}
    </div>
  );
}

export const RuleConditionsEdit = memo(RuleConditionsEditImpl);
