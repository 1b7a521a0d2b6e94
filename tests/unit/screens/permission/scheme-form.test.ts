import { describe, expect, it } from 'vitest';
import '../../helpers/kinds';
import type { RuleField } from '../../../../api/module-scheme-client';
import { conditionSummary, schemeBody, schemeForm } from '../../../../screens/permission/scheme-form';

const fields: RuleField[] = [
  { id: 'department', enCode: 'department', fullName: '所属部门', type: 'text' },
  { id: 'fullName', enCode: 'fullName', fullName: '岗位名称', type: 'text' },
];

describe('the data rule dialog', () => {
  it('compiles the rule definition’s form with the conditions editor over the menu’s fields', () => {
    const form = schemeForm(fields);
    expect(form.fields.get('conditionJson')).toMatchObject({ kind: 'ruleConditions', options: { fields, scopeField: 'scope' } });
    expect(form.fields.get('scope')).toMatchObject({ kind: 'select' });
    expect(form.fields.get('matchLogic')).toMatchObject({ kind: 'radio' });
  });

  it('sends the form’s values for the menu, without the id and empty values', () => {
    expect(schemeBody({ id: 'r1', fullName: '财务', enCode: 'f', scope: 'custom', description: undefined, sortCode: 0 }, 'menu-1')).toEqual(
      {
        fullName: '财务',
        enCode: 'f',
        scope: 'custom',
        sortCode: 0,
        moduleId: 'menu-1',
      },
    );
  });

  it('shows a rule’s conditions as a line of text', () => {
    const rule = {
      conditionJson:
        '[{"field":"department","op":"==","value":"财务部"},{"field":"fullName","op":"notNull"},{"field":"gone","op":"like","value":"x"}]',
      matchLogic: 'or' as const,
    };
    expect(conditionSummary(rule, fields, 'zh', { and: '且', or: '或' })).toBe('所属部门 等于 财务部 或 岗位名称 不为空 或 gone 包含 x');
  });
});
