import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Box, Button, IconButton, Stack, Text } from '@chakra-ui/react';
import { EmptyState, Pager, ToggleSwitch, Toolbar } from '../../engine/page/kit';

/**
 * The shared look of lists and panels (engine/page/kit): engine pages, the message record and drawer,
 * chat, the sign-in log and the settings drawer all use these four, so they look alike.
 */
const meta = {
  title: 'Kit/Shared components',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function PagerDemo({ total, sizes }: { total: number; sizes: boolean }) {
  const [page, setPage] = useState(6);
  const [size, setSize] = useState(20);
  return (
    <Stack gap="2">
      <Text fontSize="sm">Page {page}</Text>
      <Pager
        total={total}
        page={page}
        pageSize={size}
        onPage={setPage}
        pageSizes={sizes ? [20, 50, 100] : undefined}
        onPageSize={sizes ? setSize : undefined}
        language="zh"
      />
    </Stack>
  );
}

/** Total, sizes, previous, numbers with gaps, next and the jumper, as the original lays them out. */
export const PagerWithSizes: Story = { render: () => <PagerDemo total={245} sizes /> };

/** A fixed page size (the message record, the sign-in log): no size choice. */
export const PagerFixedSize: Story = { render: () => <PagerDemo total={45} sizes={false} /> };

function SwitchDemo() {
  const [tags, setTags] = useState(true);
  const [row, setRow] = useState(false);
  return (
    <Stack gap="4" maxW="xs">
      <ToggleSwitch checked={tags} onChange={setTags} label="多页签开启模式" labelPlacement="start" spread />
      <ToggleSwitch checked={row} onChange={setRow} aria-label="状态" stateText={row ? '启用' : '禁用'} />
      <ToggleSwitch checked onChange={() => undefined} label="只看未读" />
      <ToggleSwitch checked={false} disabled aria-label="不可用" stateText="禁用" />
    </Stack>
  );
}

/** One switch for drawers, filters and table cells: grey off, the accent colour on. */
export const Switches: Story = { render: () => <SwitchDemo /> };

/** Actions at the start, tools at the end. */
export const ToolbarStory: Story = {
  name: 'Toolbar',
  render: () => (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Toolbar
        start={
          <>
            <Button size="sm" colorPalette="blue">
              新建
            </Button>
            <Button size="sm" variant="outline">
              导入
            </Button>
          </>
        }
        end={
          <IconButton size="sm" variant="ghost" aria-label="刷新">
            ↻
          </IconButton>
        }
      />
    </Box>
  ),
};

/** Empty and loading, in a list's box. */
export const EmptyAndLoading: Story = {
  render: () => (
    <Stack gap="3" maxW="md">
      <Box borderWidth="1px" borderRadius="md">
        <EmptyState language="zh" />
      </Box>
      <Box borderWidth="1px" borderRadius="md">
        <EmptyState language="en" />
      </Box>
      <Box borderWidth="1px" borderRadius="md">
        <EmptyState language="zh" loading />
      </Box>
    </Stack>
  ),
};
