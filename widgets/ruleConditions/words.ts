/** The conditions editor's words in the form's language, operator names included. */
import { useEngineLanguage } from '../../engine/i18n/context';
import type { EngineLanguage } from '../../engine/i18n/messages';
import type { RuleOperator } from '../../schemas/data-rule';

const zh = {
  field: '字段',
  operator: '运算符',
  value: '值',
  choose: '请选择字段',
  valuePlaceholder: '值；@userId 当前用户，@organizeId 当前组织',
  add: '添加条件',
  remove: '删除条件',
  condition: '条件',
  empty: '暂无条件',
  notCustom: '数据范围为“自定义”时，按条件筛选数据',
  noFields: '该菜单的列表没有可用于条件的字段',
  and: '且',
  or: '或',
};

type Words = typeof zh;

const words: Record<EngineLanguage, Words> = {
  zh,
  en: {
    field: 'Field',
    operator: 'Operator',
    value: 'Value',
    choose: 'Choose a field',
    valuePlaceholder: 'Value; @userId the current user, @organizeId their organisation',
    add: 'Add condition',
    remove: 'Remove condition',
    condition: 'Condition',
    empty: 'No conditions',
    notCustom: 'Conditions filter the rows when the scope is “Custom”',
    noFields: 'The lists of this menu have no fields for conditions',
    and: 'and',
    or: 'or',
  },
  zhtw: {
    field: '欄位',
    operator: '運算子',
    value: '值',
    choose: '請選擇欄位',
    valuePlaceholder: '值；@userId 目前使用者，@organizeId 目前組織',
    add: '新增條件',
    remove: '刪除條件',
    condition: '條件',
    empty: '暫無條件',
    notCustom: '資料範圍為「自訂」時，按條件篩選資料',
    noFields: '該選單的列表沒有可用於條件的欄位',
    and: '且',
    or: '或',
  },
};

const operatorNames: Record<EngineLanguage, Record<RuleOperator, string>> = {
  zh: {
    '==': '等于',
    '!=': '不等于',
    '>': '大于',
    '>=': '大于等于',
    '<': '小于',
    '<=': '小于等于',
    like: '包含',
    notLike: '不包含',
    null: '为空',
    notNull: '不为空',
  },
  en: {
    '==': 'equals',
    '!=': 'does not equal',
    '>': 'greater than',
    '>=': 'at least',
    '<': 'less than',
    '<=': 'at most',
    like: 'contains',
    notLike: 'does not contain',
    null: 'is empty',
    notNull: 'is not empty',
  },
  zhtw: {
    '==': '等於',
    '!=': '不等於',
    '>': '大於',
    '>=': '大於等於',
    '<': '小於',
    '<=': '小於等於',
    like: '包含',
    notLike: '不包含',
    null: '為空',
    notNull: '不為空',
  },
};

/** An operator's name in a language (the rule list of 方案管理 shows conditions with them too). */
export const ruleOperatorName = (language: EngineLanguage, op: RuleOperator): string => (operatorNames[language] ?? operatorNames.zh)[op];

export function useConditionWords(): { w: Words; operatorName: (op: RuleOperator) => string } {
  const language = useEngineLanguage();
  return { w: words[language] ?? zh, operatorName: (op) => ruleOperatorName(language, op) };
}
