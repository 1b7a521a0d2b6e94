/**
 * The system kinds (reference 2.4 "System"): values the server writes — creator, creation time,
 * modifier, modification time, the user's organisation, department and position, the bill number —
 * shown read-only. This is their description (eager); their views are `systemViews(key)` of
 * system-field.tsx, loaded with the kind.
 */
import { stringProp } from '../../engine/registry/read-props';
import type { KindDescription } from '../../engine/registry/types';

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
