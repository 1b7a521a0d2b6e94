import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DictionaryItemNode } from '../../api/dictionary';
import { DataViewPage } from '../../screens/dataview/DataViewPage';
import type { DataViewSource } from '../../screens/dataview/data-view-source';

const node = (id: string, fullName: string, children: DictionaryItemNode[] = []) =>
  ({ id, fullName, enCode: id, children, hasChildren: children.length > 0 }) as unknown as DictionaryItemNode;

const source: DataViewSource = {
  districts: async () => [
    node('east', '城东片区', [node('e1', '东一换热站'), node('e2', '东二换热站'), node('e3', '东三换热站')]),
    node('west', '城西片区', [node('w1', '西一换热站'), node('w2', '西二换热站')]),
    node('north', '城北片区', [node('n1', '北一换热站')]),
  ],
  users: async () => 31,
  unreadMessages: async () => 4,
  billRules: async () => 4,
};

/** The platform's own data-visualization views at /DataV/view/{moduleId} (menu type 6; a type-7 link may embed one). */
const meta = {
  title: 'Screens/DataView',
  component: DataViewPage,
  args: { moduleId: 'dv-heating-overview', source },
} satisfies Meta<typeof DataViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five figures and the stations per district. */
export const Overview: Story = {};

/** Each district with its stations (what 管网GIS embeds). */
export const Network: Story = { args: { moduleId: 'dv-heating-network' } };

/** A moduleId the platform has no view for: what to configure. */
export const NotConfigured: Story = { args: { moduleId: 'dv-from-elsewhere' } };

/** Some calls refused: their figures show —. */
export const PartlyRefused: Story = {
  args: { source: { ...source, users: () => Promise.reject(new Error('403')), billRules: () => Promise.reject(new Error('403')) } },
};
