import { useEffect, useMemo, useState } from 'react';
import { Accordion } from '@chakra-ui/react';
import type { ContainerProps } from '../../engine/registry/types';
import { useEngine } from '../../engine/renderer/context';
import { layoutHasField } from '../../engine/renderer/LayoutGrid';
import { paneKey, panesOf, paneTitle } from '../shared/pane';
import type { CollapseOptions } from './kind';

/** Closed panels stay mounted (hidden), so their fields keep validating. */
export function CollapseContainer({ field, nodes, renderNodes }: ContainerProps<CollapseOptions>) {
  const { controller } = useEngine();
  const panes = useMemo(() => panesOf(nodes), [nodes]);
  const keys = useMemo(() => panes.map(paneKey), [panes]);
  const o = field.options;
  const [open, setOpen] = useState<string[]>(() => o.active.map((a) => (keys.includes(a) ? a : (keys[Number(a)] ?? a))));

  useEffect(
    () =>
      controller.onReveal((path) => {
        const index = panes.findIndex((pane) => layoutHasField(pane.children, String(path[0])));
        const key = keys[index];
        if (key !== undefined) setOpen((current) => (o.accordion ? [key] : current.includes(key) ? current : [...current, key]));
      }),
    [controller, panes, keys, o.accordion],
  );

  return (
    <Accordion.Root multiple={!o.accordion} collapsible value={open} onValueChange={(e) => setOpen(e.value)} size="sm" variant="outline" mb="4">
      {panes.map((pane, index) => (
        <Accordion.Item key={keys[index]} value={keys[index]!}>
          <Accordion.ItemTrigger>
            {paneTitle(pane)}
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>{renderNodes(pane.children)}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
