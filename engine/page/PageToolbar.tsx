/** Buttons on the left (removed without their permission code), expand/collapse and refresh icons on the right. */
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { usePageEnv } from './page-env';
import { PageIcon } from './PageIcon';
import type { ToolbarConfig } from './schema-types';

export interface PageToolbarProps {
  config: ToolbarConfig;
  /** Tree lists offer expand/collapse. */
  tree: boolean;
  expanded: boolean;
  onAction(action: string): void;
  onToggleExpand(): void;
  onRefresh(): void;
}

export function PageToolbar({ config, tree, expanded, onAction, onToggleExpand, onRefresh }: PageToolbarProps) {
  const env = usePageEnv();
  const buttons = (config.buttons ?? []).filter((button) => env.canUse(button.permission));
  const tools = config.tools ?? [];
  return (
    <HStack justify="space-between" minH="8">
      <HStack gap="2">
        {buttons.map((button) => (
          <Button
            key={button.id}
            size="sm"
            data-action={button.id}
            colorPalette={button.variant === 'danger' ? 'red' : 'blue'}
            variant={button.variant === 'primary' ? 'solid' : 'outline'}
            onClick={() => onAction(button.action)}
          >
            {env.text(button.label)}
          </Button>
        ))}
      </HStack>
      <HStack gap="1">
        {tools.includes('expand') && tree && (
          <IconButton size="sm" variant="ghost" aria-label={env.word(expanded ? 'collapseAll' : 'expandAll')} onClick={onToggleExpand}>
            <PageIcon name={expanded ? 'collapse' : 'expand'} />
          </IconButton>
        )}
        {tools.includes('refresh') && (
          <IconButton size="sm" variant="ghost" aria-label={env.word('refresh')} onClick={onRefresh}>
            <PageIcon name="refresh" />
          </IconButton>
        )}
      </HStack>
    </HStack>
  );
}
