import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortalScreen } from '../../screens/portal/PortalScreen';
import { fakePortal } from '../fixtures/portal-fixture';

const { client, env } = fakePortal();

/** A portal (type-8 menus, /dashboard): 调度门户 as seeded, over canned interface answers (docs/portal.md). */
const meta = {
  title: 'Screens/Portal',
  component: PortalScreen,
  args: { portalKey: 'portal-dispatch', client, env, canDesign: false, notify: () => undefined },
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures, a bar and a pie chart, shortcuts the user has, a list whose interface fails, the calendar, a note. */
export const Dispatch: Story = {};

/** A designer: 调整布局 also offers 保存为默认布局. */
export const Designer: Story = { args: { canDesign: true } };

/** Every interface failing: each card says so on its own. */
export const InterfacesDown: Story = {
  args: { env: { ...env, runInterface: () => Promise.reject(new Error('offline')) } },
};
