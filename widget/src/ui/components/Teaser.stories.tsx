import type { Meta, StoryObj } from '@storybook/preact-vite';
import { CHAT_COPY } from '@tod/domain/facts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withCopy } from '../stories/withCopy.tsx';
import { Teaser } from './Teaser.tsx';

const meta = {
  title: 'Widget/Teaser',
  component: Teaser,
  decorators: [withCopy],
  args: { onOpen: fn(), onDismiss: fn() },
} satisfies Meta<typeof Teaser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 5 s after the launcher, if the visitor has not scrolled, clicked or opened the chat. */
export const Default: Story = {};

/** Dismiss closes the teaser without opening the chat. */
export const Dismissed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: CHAT_COPY.teaserDismissLabel }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};
