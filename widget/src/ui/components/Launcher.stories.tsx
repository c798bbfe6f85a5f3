import type { Meta, StoryObj } from '@storybook/preact-vite';
import { withCopy } from '../stories/withCopy.tsx';
import { Launcher } from './Launcher.tsx';

const meta = {
  title: 'Widget/Launcher',
  component: Launcher,
  decorators: [withCopy],
  args: { visible: true, open: false, notify: false, label: undefined, icon: 'chat', onToggle: () => undefined },
} satisfies Meta<typeof Launcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before data-delay has elapsed: nothing is shown. */
export const Hidden: Story = { args: { visible: false } };
/** After the visitor opened the chat once: the green online dot only. */
export const Visible: Story = {};
/** Until the visitor first opens the chat: the red notification dot too. */
export const WithNotificationDot: Story = { args: { notify: true } };
/** While the window is open the launcher closes it. */
export const Open: Story = { args: { open: true } };
/** data-launcher-label and data-launcher-icon: a pill with the partner's text. */
export const Labelled: Story = { args: { label: 'Ask a technician', icon: 'help' } };
