/**
 * The side tree's nodes and the selected one. The selection is kept by key, so a refresh shows the
 * node's new data; with `selectFirst`, the first leaf (depth first: the first node that holds rows of its
 * own, not a node that only groups others) stands in while none (or a vanished one) is chosen.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../data-source';
import { resolveBindings } from './bindings';
import type { PageDataSource, PageRow } from './page-data-source';
import type { SideTreeConfig } from './schema-types';
import { findRow, firstLeaf, keyOf, type TreeKeys } from './tree-rows';

export function sideTreeKeys(config: SideTreeConfig): TreeKeys & { label: string } {
  return { value: config.value ?? 'id', children: config.children ?? 'children', label: config.label ?? 'fullName' };
}

export function useSideTree(config: SideTreeConfig | undefined, source: PageDataSource, param: Record<string, unknown>) {
  const [nodes, setNodes] = useState<PageRow[] | null>(null);
  const [reloads, setReloads] = useState(0);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const keys = useMemo(() => (config ? sideTreeKeys(config) : null), [config]);
  const params = useMemo(() => resolveBindings(config?.params, { param }), [config?.params, param]);

  useEffect(() => {
    if (!config) return;
    const controller = new AbortController();
    source.list(config.call, params, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setNodes(answer.list);
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setNodes((previous) => previous ?? []);
      },
    );
    return () => controller.abort();
  }, [config, source, params, reloads]);

  const chosen = keys && nodes && selectedKey !== null ? (findRow(nodes, keys, selectedKey) ?? null) : null;
  const first = nodes && keys ? firstLeaf(nodes, keys) : undefined;
  const node = chosen ?? (config?.selectFirst && first ? first : null);
  const nodeKey = node && keys ? keyOf(node, keys) : null;

  const select = useCallback(
    (row: PageRow | null) => {
      if (!keys) return;
      const key = row ? keyOf(row, keys) : null;
      setSelectedKey(config?.deselectable && key === nodeKey ? null : key);
    },
    [keys, config?.deselectable, nodeKey],
  );

  return {
    nodes: nodes ?? [],
    loaded: nodes !== null,
    node,
    selectedKey: nodeKey,
    select,
    refresh: useCallback(() => setReloads((n) => n + 1), []),
  };
}
