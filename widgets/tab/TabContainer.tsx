import { useEffect, useMemo, useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import type { ContainerProps } from '../../engine/registry/types';
import { useEngine } from '../../engine/renderer/context';
import { layoutHasField } from '../../engine/renderer/LayoutGrid';
import { paneKey, panesOf, paneTitle } from '../shared/pane';
import type { TabOptions } from './kind';

const VARIANT = { line: 'line', card: 'enclosed', 'border-card': 'outline' } as const;

/** Tabs keep every pane mounted, so values and validation reach fields in hidden panes. */
export function TabContainer({ field, nodes, renderNodes }: ContainerProps<TabOptions>) {
  const { controller } = useEngine();
  const panes = useMemo(() => panesOf(nodes), [nodes]);
  const keys = useMemo(() => panes.map(paneKey), [panes]);
  const o = field.options;
  const [value, setValue] = useState(() => (keys.includes(o.active) ? o.active : (keys[Number(o.active)] ?? keys[0] ?? '0')));

  // Submit with an error in a hidden pane switches to it.
  useEffect(
    () =>
      controller.onReveal((path) => {
        const index = panes.findIndex((pane) => layoutHasField(pane.children, String(path[0])));
        if (index >= 0) setValue(keys[index]!);
      }),
    [controller, panes, keys],
  );

  const vertical = o.position === 'left' || o.position === 'right';
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => setValue(e.value)}
      variant={VARIANT[o.type]}
      size="sm"
      orientation={vertical ? 'vertical' : 'horizontal'}
      mb="4"
      flexDirection={o.position === 'bottom' ? 'column-reverse' : o.position === 'right' ? 'row-reverse' : undefined}
    >
      <Tabs.List>
        {panes.map((pane, index) => (
          <Tabs.Trigger key={keys[index]} value={keys[index]!}>
            {paneTitle(pane)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {panes.map((pane, index) => (
        <Tabs.Content key={keys[index]} value={keys[index]!} flex="1" pt="4">
          {renderNodes(pane.children)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
