import type { Meta, StoryObj } from '@storybook/preact-vite';
import { BRAND_SHORT_NAME, fillTemplate, LIVE_COPY_EN, WIDGET_CATALOGUE_EN } from '@tod/domain/facts';
import { expect, userEvent, within } from 'storybook/test';
import { type ChatMessage, createMessage } from '../chat/conversation.ts';
import { ChatWindow } from '../ui/components/ChatWindow.tsx';
import { assistant, baseWindowProps, question, welcome } from '../ui/stories/fixtures.ts';
import { withCopy } from '../ui/stories/withCopy.tsx';

/**
 * The live hand-off (issue 17) as the visitor sees it: the lines the live chunk adds to the conversation
 * (built from the same catalogue, LIVE_COPY), in the chat window.
 */
const meta = {
  title: 'Widget/Live hand-off',
  component: ChatWindow,
  decorators: [withCopy],
  args: baseWindowProps,
} satisfies Meta<typeof ChatWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = Date.UTC(2026, 0, 15, 18, 5);
const line = (kind: ChatMessage['kind'], content: string, name?: string): ChatMessage => ({
  ...createMessage(kind, content, at),
  ...(name ? { name } : {}),
});
const firstName = 'Maria';
const asked = [welcome, question, assistant('A broken spring is a job for a technician. Want a person to help?')];
const waitingLine = line('system', fillTemplate(LIVE_COPY_EN.waitingOnline, { office: 'Salem', minutes: '2' }));
const joinedLine = line('system', fillTemplate(LIVE_COPY_EN.joined, { firstName, company: BRAND_SHORT_NAME }));
const joined = [
  ...asked,
  waitingLine,
  joinedLine,
  line('staff', 'Hi, Maria here from the Salem office. Is the door stuck open or closed?', firstName),
  line('user', 'Stuck open, and it will not close.'),
  line('staff', 'Please keep clear of it. Our safety tips: https://www.doorlogic.example/safety or call (503) 555-0142.', firstName),
];

/** The office of the region is online: the widget says who can join and waits (status under the list). */
export const WaitingForAPerson: Story = {
  args: { messages: [...asked, waitingLine], liveStatus: LIVE_COPY_EN.waitingStatus },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Salem office can join/)).toBeTruthy();
    await expect(canvas.getByText(LIVE_COPY_EN.waitingStatus)).toBeTruthy();
  },
};

/** A person joined: the join line, then their messages labelled with their first name, links clickable. */
export const PersonJoined: Story = {
  args: { messages: joined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/joined the chat/)).toBeTruthy();
    await expect(canvas.getByRole('link', { name: 'https://www.doorlogic.example/safety' })).toBeTruthy();
    await userEvent.type(canvas.getByRole('textbox', { name: WIDGET_CATALOGUE_EN.inputLabel }), 'Thanks');
  },
};

/** The person is typing: their name in the typing line. */
export const PersonTyping: Story = {
  args: { messages: joined, liveStatus: fillTemplate(LIVE_COPY_EN.staffTyping, { firstName }) },
};

/** The person left (or handed back): a line says so, and T.O.D. answers again. */
export const PersonLeft: Story = {
  args: {
    messages: [
      ...joined,
      line('system', fillTemplate(LIVE_COPY_EN.handedBack, { firstName })),
      line('user', 'How much is a new spring?'),
      assistant('A replacement torsion spring usually runs $189-$299, installed.'),
    ],
  },
};

/** Nobody joined in time: the SPEC confirmation stands (someone will call at the number given). */
export const NobodyJoined: Story = {
  args: {
    messages: [...asked, waitingLine, line('escalation', fillTemplate(WIDGET_CATALOGUE_EN.escalationSuccess, { phone: '(503) 555-0148' }))],
  },
};

/** A person is in the chat: the live chunk's 'End chat' control sits in the status line, a button like a reply's actions. */
export const EndChatOffered: Story = {
  args: {
    messages: joined,
    liveStatus: (
      <button type="button" class="tod-cta">
        {LIVE_COPY_EN.endChat}
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: LIVE_COPY_EN.endChat })).toBeTruthy();
  },
};

/** The visitor ended the chat: a last line says so and that T.O.D. is back; the control is gone. */
export const ChatEndedByVisitor: Story = {
  args: { messages: [...joined, line('system', LIVE_COPY_EN.ended)] },
};

/** The joined chat on the dark theme. */
export const PersonJoinedDark: Story = { args: PersonJoined.args, parameters: { theme: 'dark' } };
