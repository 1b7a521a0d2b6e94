/** The left category tree: title and menu (refresh, expand/collapse all, custom entries), filter box, nodes. */
import { useMemo, useState } from 'react';
import { Box, HStack, IconButton, Input, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { EmptyState, KIT_PALETTE } from './kit';
import type { PageRow } from './page-data-source';
import { usePageEnv } from './page-env';
import { PageIcon } from './PageIcon';
import type { SideTreeConfig, TreeMenuEntry } from './schema-types';
import { branchKeys, filterTree, visibleRows } from './tree-rows';
import { useExpanded } from './use-expanded';
import { sideTreeKeys } from './use-side-tree';

export interface SideTreeProps {
  config: SideTreeConfig;
  nodes: PageRow[];
  loaded: boolean;
  selectedKey: string | null;
  onSelect(node: PageRow): void;
  onRefresh(): void;
  onAction(action: string): void;
}

export function SideTree({ config, nodes, loaded, selectedKey, onSelect, onRefresh, onAction }: SideTreeProps) {
  const env = usePageEnv();
  const keys = useMemo(() => sideTreeKeys(config), [config]);
  const [filter, setFilter] = useState('');
  const allBranches = useMemo(() => branchKeys(nodes, keys), [nodes, keys]);
  const expanded = useExpanded(allBranches, config.expandAll !== false);
  const shown = useMemo(() => filterTree(nodes, keys, filter), [nodes, keys, filter]);
  // While filtering, every branch that is left is open: the matches are what the user looks for.
  const open = filter.trim() ? new Set(branchKeys(shown, keys)) : expanded.open;
  const rows = visibleRows(shown, keys, open, true);
  const title = env.text(config.title);

  const runEntry = (entry: TreeMenuEntry) => {
    if (entry === 'refresh') onRefresh();
    else if (entry === 'expandAll') expanded.expandAll();
    else if (entry === 'collapseAll') expanded.collapseAll();
    else onAction(entry.action);
  };
  const entries = (config.menu ?? []).filter((entry) => typeof entry === 'string' || env.canUse(entry.permission));

  return (
    <Stack w="240px" flexShrink={0} gap="2" p="3" bg="bg" borderRadius="md" data-testid="side-tree">
      <HStack justify="space-between" minH="8">
        <Text fontWeight="medium">{title}</Text>
        {entries.length > 0 && (
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton size="xs" variant="ghost" aria-label={env.word('more')} data-testid="side-tree-menu">
                <PageIcon name="more" />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="140px">
                  {entries.map((entry) => {
                    const label = typeof entry === 'string' ? env.word(entry) : env.text(entry.label);
                    return (
                      <Menu.Item key={label} value={label} onSelect={() => runEntry(entry)}>
                        {label}
                      </Menu.Item>
                    );
                  })}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </HStack>
      {config.filter !== false && (
        <Input
          size="sm"
          value={filter}
          placeholder={env.word('filter')}
          aria-label={env.word('filter')}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <Box role="tree" aria-label={title || undefined} overflow="auto" flex="1" fontSize="sm">
        {!loaded ? (
          <Spinner size="sm" m="2" aria-label={env.word('loading')} />
        ) : rows.length === 0 ? (
          <EmptyState language={env.language} text={env.word('noData')} compact />
        ) : (
          rows.map(({ row, key, depth, hasChildren, expanded: isOpen }) => (
            <HStack
              key={key}
              role="treeitem"
              aria-level={depth + 1}
              aria-expanded={hasChildren ? isOpen : undefined}
              aria-selected={key === selectedKey}
              data-key={key}
              gap="1"
              pl={`${depth * 16 + 4}px`}
              pr="2"
              py="1"
              borderRadius="sm"
              cursor="pointer"
              bg={key === selectedKey ? 'colorPalette.subtle' : undefined}
              colorPalette={KIT_PALETTE}
              _hover={{ bg: key === selectedKey ? 'colorPalette.subtle' : 'bg.muted' }}
              onClick={() => onSelect(row)}
            >
              <Box
                as="span"
                w="4"
                display="inline-flex"
                visibility={hasChildren ? 'visible' : 'hidden'}
                onClick={(event) => {
                  event.stopPropagation();
                  expanded.toggle(key);
                }}
              >
                <PageIcon name={isOpen ? 'chevronDown' : 'chevronRight'} size={14} />
              </Box>
              <Text as="span" truncate>
                {String(row[keys.label] ?? '')}
              </Text>
            </HStack>
          ))
        )}
      </Box>
    </Stack>
  );
}
