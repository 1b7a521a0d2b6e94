import { Box, type SystemStyleObject } from '@chakra-ui/react';
import type { ContainerProps } from '../../engine/registry/types';
import type { RowOptions } from './kind';

const JUSTIFY: Record<string, string> = { start: 'flex-start', end: 'flex-end', center: 'center', 'space-between': 'space-between', 'space-around': 'space-around' };
const ALIGN: Record<string, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

/** Widths by span for the flex layout, where justify and align apply (Element's el-row type="flex"). */
function flexStyles(o: RowOptions): SystemStyleObject {
  const styles: Record<string, unknown> = {
    '& > .ef-grid > .ef-grid-row': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: 0,
      justifyContent: JUSTIFY[o.justify] ?? 'flex-start',
      alignItems: ALIGN[o.align] ?? 'flex-start',
    },
    '& > .ef-grid > .ef-grid-row > .ef-cell': { paddingInline: 'calc(var(--ef-gutter) / 2)' },
  };
  for (let span = 1; span <= 24; span++) styles[`& > .ef-grid > .ef-grid-row > .ef-cell[data-span="${span}"]`] = { flex: `0 0 ${(span / 24) * 100}%` };
  return styles as SystemStyleObject;
}

export function RowContainer({ field, nodes, renderNodes }: ContainerProps<RowOptions>) {
  return <Box css={field.options.flex ? flexStyles(field.options) : undefined}>{renderNodes(nodes)}</Box>;
}
