import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { EngineLanguage } from '../../engine';
import { ApproverPicker, type ApproverChoice } from '../../widgets/kit/user-picker/ApproverPicker';
import { organisationDataSource } from '../fixtures/organisation-data-source';

/**
 * The approver picker (JNPF 3.4.7 `JNPF-userBox`; spec 002 sections 2.6, 5.4): a 450 px dialog with the
 * lazy organisation/user tree; one user; 确定 without one says 请选择{title}. Screens open it (a
 * workflow's transfer or assign step); it is not a field kind.
 */
const dataSource = organisationDataSource({ latency: 150 });

function ApproverDemo({ title, language }: { title?: string; language?: EngineLanguage }) {
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<ApproverChoice>();
  return (
    <Stack gap="2" align="start">
      <Button size="sm" onClick={() => setOpen(true)}>
        {title ?? '审批人'}
      </Button>
      <Text fontSize="sm" data-testid="chosen">
        {chosen ? `${chosen.fullName} (${chosen.id})` : '—'}
      </Text>
      <ApproverPicker
        open={open}
        title={title}
        language={language}
        dataSource={dataSource}
        onConfirm={(approver) => {
          setChosen(approver);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </Stack>
  );
}

const meta = {
  title: 'Kit/ApproverPicker',
  component: ApproverDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApproverDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default title 审批人: 选择审批人, and 请选择审批人 on 确定 with no user. */
export const Default: Story = {};
/** Another role in the flow: 选择办理人. */
export const OtherTitle: Story = { args: { title: '办理人' } };
export const English: Story = { args: { language: 'en' } };
