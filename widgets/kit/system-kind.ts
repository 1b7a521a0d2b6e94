/**
 * The system kinds (reference 2.4 "System"): values the server writes — creator, creation time,
 * modifier, modification time, the user's organisation, department and position, the bill number —
 * shown read-only. This is their description (eager); their views are `systemViews(key)` of
 * system-field.tsx, loaded with the kind.
 */
import { stringProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';
import { choices, s } from '../../engine/registry/settings';

export type SystemKey =
  'createUser' | 'createTime' | 'modifyUser' | 'modifyTime' | 'currOrganize' | 'currDept' | 'currPosition' | 'billRule';

export interface SystemOptions {
  /** currOrganize/currDept: the last unit only, or the whole path (reference 2.4 `showLevel`). */
  showLevel: 'last' | 'all';
  /** billRule: the bill rule's enCode and name (reference 2.3 `rule`, `ruleName`). */
  rule?: string;
  ruleName?: string;
}

/**
 * A system kind: read-only in every mode (the widget never writes), any stored value accepted. The
 * list search of each (`searchMatch` here, `Search` in its views) is given by the kind's folder.
 */
export function systemKind(
  key: SystemKey,
  extra: Partial<KindDescription<unknown, SystemOptions>> = {},
): KindDescription<unknown, SystemOptions> {
  return {
    key,
    props: ['showLevel', 'type'],
    configKeys: key === 'billRule' ? ['rule', 'ruleName'] : [],
    settings: [
      s.select('showLevel', '显示内容', choices(['last', '最后一级'], ['all', '完整路径']), {
        hint: '所属组织、所属部门显示最后一级或完整路径',
      }),
      s.string('type', '类型', { group: 'advanced' }),
      ...(key === 'billRule'
        ? [
            s.of('billRule', 'config.rule', '单据规则', { nameKey: 'config.ruleName' }),
            s.string('config.ruleName', '规则名称', { group: 'advanced' }),
          ]
        : []),
    ],
    compile({ props, config }) {
      return {
        schema: {},
        options: {
          showLevel: stringProp(props.showLevel) === 'all' ? 'all' : 'last',
          ...(key === 'billRule' ? { rule: stringProp(config.rule), ruleName: stringProp(config.ruleName) } : {}),
        },
      };
    },
    ...extra,
  };
}
