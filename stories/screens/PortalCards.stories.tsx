import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import type { PortalCard } from '../../schemas/portal-layout';
import { PortalCardBody } from '../../screens/portal/PortalCardBody';
import { fakeLayout, fakePortal } from '../fixtures/portal-fixture';

const { env } = fakePortal();
const card = (i: string): PortalCard => fakeLayout().cards.find((candidate) => candidate.i === i)!;
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

function CardStory({ card: shown }: { card: PortalCard }) {
  return (
    <Box w="480px" h={`${shown.h * 80}px`} p="3" borderWidth="1px" borderRadius="md">
      <PortalCardBody card={shown} env={env} t={t} />
    </Box>
  );
}

/** Each kind of portal card alone (the words are their keys here: the screen gives them). */
const meta = {
  title: 'Screens/Portal cards',
  component: CardStory,
  args: { card: card('customers') },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const BarChart: Story = { args: { card: card('stations') } };
export const PieChart: Story = {
  args: { card: { ...card('tariffs'), interfaceId: 'stations', category: 'district', series: [{ field: 'stations', label: '换热站' }] } },
};
export const LineChart: Story = { args: { card: { ...card('stations'), chartType: 'line' } } };
export const List: Story = {
  args: {
    card: {
      ...card('departmentList'),
      interfaceId: 'stations',
      columns: [
        { field: 'district', label: '片区' },
        { field: 'stations', label: '换热站' },
      ],
    },
  },
};
export const FailedList: Story = { args: { card: card('departmentList') } };
export const Shortcuts: Story = { args: { card: card('shortcuts') } };
export const Calendar: Story = { args: { card: card('calendar') } };
export const Text: Story = { args: { card: card('notice') } };
