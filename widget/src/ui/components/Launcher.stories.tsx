import type { Meta, StoryObj } from '@storybook/preact-vite';
import { CHAT_COPY, fillTemplate, WIDGET_CATALOGUE_EN } from '@tod/domain/facts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withCopy } from '../stories/withCopy.tsx';
import { Launcher } from './Launcher.tsx';

const meta = {
  title: 'Widget/Launcher',
  component: Launcher,
  decorators: [withCopy],
  args: { visible: true, open: false, notify: false, unread: 0, label: undefined, icon: 'chat', onToggle: fn() },
} satisfies Meta<typeof Launcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before data-delay has elapsed: nothing is shown. */
export const Hidden: Story = { args: { visible: false } };
/** After the visitor opened the chat once: the green online dot only. Click (or Enter) toggles the chat. */
export const Visible: Story = {
  play: async ({ args, canvasElement }) => {
    const launcher = within(canvasElement).getByRole('button', { name: CHAT_COPY.launcherLabel });
    await userEvent.click(launcher);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
/** Until the visitor first opens the chat: the red notification dot too. */
export const WithNotificationDot: Story = { args: { notify: true } };
/** While the window is open the launcher closes it. */
export const Open: Story = { args: { open: true } };
/** data-launcher-label and data-launcher-icon: a pill with the partner's text. */
export const Labelled: Story = { args: { label: 'Ask a technician', icon: 'help' } };
/** Replies came while the window was closed (issue 35.8): their number on the red dot and in the button's name. */
export const Unread: Story = {
  args: { unread: 2 },
  play: async ({ canvasElement }) => {
    const name = fillTemplate(WIDGET_CATALOGUE_EN.launcherUnread, { label: CHAT_COPY.launcherLabel, count: 2 });
    await expect(within(canvasElement).getByRole('button', { name }).textContent).toContain('2');
  },
};
