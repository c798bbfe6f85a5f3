import type { Meta, StoryObj } from '@storybook/preact-vite';
import { fillTemplate, WIDGET_COPY } from '@tod/domain/facts';
import { expect, fn, within } from 'storybook/test';
import { withCopy } from '../stories/withCopy.tsx';
import { CallLauncher, RefusedWindow } from './RefusedWindow.tsx';

/** A page whose origin the chat server refuses (issue 18.4): the phone instead of a chat that cannot answer. */
const meta = {
  title: 'Widget/RefusedOrigin',
  component: RefusedWindow,
  decorators: [withCopy],
  args: { mobile: false, phone: '(208) 555-0163', onClose: fn() },
} satisfies Meta<typeof RefusedWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The window a visitor opens there: it says the chat isn't available here and gives the number to call. */
export const Window: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: /T\.O\.D\./ })).toBeTruthy();
    await expect(canvasElement.textContent).toContain(WIDGET_COPY.refusedTitle);
  },
};

/** Where the launcher would be: a call link with the region's phone. */
export const CallButton: Story = {
  render: (args) => <CallLauncher visible phone={args.phone} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: fillTemplate(WIDGET_COPY.refusedLabel, { phone: '(208) 555-0163' }) });
    await expect(link.getAttribute('href')).toBe('tel:+12085550163');
  },
};
