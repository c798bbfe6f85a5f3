import type { Meta, StoryObj } from '@storybook/preact-vite';
import { withCopy } from '../stories/withCopy.tsx';
import { Teaser } from './Teaser.tsx';

const meta = {
  title: 'Widget/Teaser',
  component: Teaser,
  decorators: [withCopy],
  args: { onOpen: () => undefined, onDismiss: () => undefined },
} satisfies Meta<typeof Teaser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 5 s after the launcher, if the visitor has not scrolled, clicked or opened the chat. */
export const Default: Story = {};
