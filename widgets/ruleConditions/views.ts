/** The views of the conditions editor: loaded when a form uses it (index.ts). */
import type { SystemStyleObject } from '@chakra-ui/react';
import type { KindViews } from '../../engine/registry/types';
import { controlStyles } from '../shared/control-styles';
import type { RuleConditionsOptions } from './kind';
import { RuleConditionsEdit } from './RuleConditionsEdit';
import { RuleConditionsRead } from './RuleConditionsRead';

const ruleStyles: SystemStyleObject = {
  ...controlStyles,
  '& .ef-rules': { display: 'flex', flexDirection: 'column', gap: '2', width: '100%' },
  '& .ef-rule-row': { display: 'flex', alignItems: 'center', gap: '2' },
  '& .ef-rule-field': { flex: '0 0 32%' },
  '& .ef-rule-op': { flex: '0 0 22%' },
  '& .ef-rule-value': { flex: '1 1 auto' },
  '& .ef-rule-row select': {
    flex: '1 1 auto',
    minWidth: 0,
    border: 'none',
    outline: 'none',
    bg: 'transparent',
    paddingInline: '2',
    font: 'inherit',
    color: 'inherit',
  },
  '& .ef-rule-note': { color: 'fg.muted', fontSize: 'sm', lineHeight: 'var(--ef-control-h)' },
  '& .ef-rule-add': {
    alignSelf: 'flex-start',
    color: 'blue.600',
    fontSize: 'sm',
    cursor: 'pointer',
    _hover: { textDecoration: 'underline' },
  },
};

export const ruleConditionsViews: KindViews<string, RuleConditionsOptions> = {
  Edit: RuleConditionsEdit,
  Read: RuleConditionsRead,
  styles: ruleStyles,
};
