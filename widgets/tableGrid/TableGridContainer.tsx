import { Box } from '@chakra-ui/react';
import type { ContainerProps, LayoutNode } from '../../engine/registry/types';
import type { TableGridCellOptions, TableGridOptions } from './kind';

type ContainerNode = Extract<LayoutNode, { type: 'container' }>;

const containers = (nodes: LayoutNode[]) => nodes.filter((n): n is ContainerNode => n.type === 'container');

/** A bordered table; each cell lays out its fields in the form grid. */
export function TableGridContainer({ field, nodes, renderNodes }: ContainerProps<TableGridOptions>) {
  const { borderType, borderColor, borderWidth } = field.options;
  const border = `${borderWidth}px ${borderType} ${borderColor}`;
  return (
    <Box as="table" width="100%" mb="4" style={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}>
      <tbody>
        {containers(nodes).map((row) => (
          <tr key={row.field.id}>
            {containers(row.children)
              .filter((cell) => !(cell.field.options as unknown as TableGridCellOptions).merged)
              .map((cell) => {
                const o = cell.field.options as unknown as TableGridCellOptions;
                return (
                  <td
                    key={cell.field.id}
                    colSpan={o.colspan}
                    rowSpan={o.rowspan}
                    style={{ border, backgroundColor: o.backgroundColor, verticalAlign: 'top', padding: 'var(--chakra-spacing-2)' }}
                  >
                    {renderNodes(cell.children)}
                  </td>
                );
              })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** Rows and cells outside a table grid just lay out what they hold. */
export function TableGridPart<O>({ nodes, renderNodes }: ContainerProps<O>) {
  return <>{renderNodes(nodes)}</>;
}
