/** Buttons on the left (removed without their permission code); expand/collapse, refresh and 列设置 icons on the right. */
import { Button, IconButton } from '@chakra-ui/react';
import { KIT_PALETTE, Toolbar } from './kit';
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
  /** Given when the list offers column settings: the last icon opens its drawer. */
  onColumnSettings?(): void;
}

export function PageToolbar({ config, tree, expanded, onAction, onToggleExpand, onRefresh, onColumnSettings }: PageToolbarProps) {
  const env = usePageEnv();
  const buttons = (config.buttons ?? []).filter((button) => env.canUse(button.permission));
  const tools = config.tools ?? [];
  return (
    <Toolbar
      start={buttons.map((button) => (
        <Button
          key={button.id}
          size="sm"
          data-action={button.id}
          colorPalette={button.variant === 'danger' ? 'red' : KIT_PALETTE}
          variant={button.variant === 'primary' ? 'solid' : 'outline'}
          onClick={() => onAction(button.action)}
        >
          {env.text(button.label)}
        </Button>
      ))}
      end={
        <>
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
          {onColumnSettings && (
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={env.word('columnSettings')}
              title={env.word('columnSettings')}
              onClick={onColumnSettings}
            >
              <PageIcon name="settings" />
            </IconButton>
          )}
        </>
      }
    />
  );
}
