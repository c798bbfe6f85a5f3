import type { Meta, StoryObj } from '@storybook/preact-vite';
import { CHAT_COPY, fillTemplate } from '@tod/domain/facts';
import { assistant, baseWindowProps, question, region, welcome } from '../stories/fixtures.ts';
import { withCopy } from '../stories/withCopy.tsx';
import { ChatWindow } from './ChatWindow.tsx';

const meta = {
  title: 'Widget/ChatWindow',
  component: ChatWindow,
  decorators: [withCopy],
  args: baseWindowProps,
} satisfies Meta<typeof ChatWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = 'A replacement torsion spring usually runs $189-$299, installed. A technician confirms the final price on site.';

/** Just opened: the welcome, the empty-state texts and the AI notice. */
export const Empty: Story = {};

/** ctaGuidance with every action: Call Now, Schedule Service, Talk to Human (Schedule is primary). */
export const CtaGuidance: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(answer, { ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'book' } }),
    ],
  },
};

/** Without guidance a single button follows ctaType: book, estimate and call. */
export const SingleCtaTypes: Story = {
  args: {
    messages: [
      welcome,
      assistant('You can book a visit online.', { ctaType: 'book' }),
      assistant('Try the online estimator for a ballpark.', { ctaType: 'estimate' }),
      assistant('Our office can help right away.', { ctaType: 'call' }),
    ],
  },
};

/** The emergency call is primary: 'Call Now - Emergency', highlighted. */
export const EmergencyPrimary: Story = {
  args: {
    messages: [
      welcome,
      assistant('Safety first: keep clear of the door and do not try to force it.', {
        responseType: 'emergency',
        ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'emergency_call' },
      }),
    ],
  },
};

export const FaqMatch: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(answer, { faqMatch: { question: 'How much does spring replacement cost?', category: 'pricing', score: 0.92 } }),
    ],
  },
};

export const Suggestions: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(answer, { suggestions: ['Is it safe to open the door?', 'Can you come today?', 'Do you fix openers?'] }),
    ],
  },
};

/** Waiting for the first streamed text. */
export const Typing: Story = { args: { messages: [welcome, question], status: 'submitted' } };

export const Streaming: Story = {
  args: { messages: [welcome, question], status: 'streaming', streamingText: 'A replacement torsion spring usually' },
};

/** The chat service's own error text, above the input. */
export const ErrorBanner: Story = { args: { messages: [welcome, question], banner: CHAT_COPY.rateLimited } };

export const SendFailure: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(
        fillTemplate(CHAT_COPY.sendFailure, { phone: region.phone }),
        { confidence: 0, ctaType: 'call', ctaData: { phone: region.phone } },
        'error',
      ),
    ],
  },
};

export const EscalationSuccess: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(
        fillTemplate(CHAT_COPY.escalationSuccess, { phone: '(503) 555-0100' }),
        { responseType: 'escalation_confirmation', escalationId: 'esc_1' },
        'escalation',
      ),
    ],
  },
};

export const EscalationFailure: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(
        fillTemplate(CHAT_COPY.escalationFailed, { phone: region.phone }),
        { responseType: 'escalation_error', ctaType: 'call' },
        'escalation',
      ),
    ],
  },
};

export const EscalationException: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(
        fillTemplate(CHAT_COPY.escalationException, { phone: region.phone }),
        { responseType: 'escalation_error', ctaType: 'call' },
        'escalation',
      ),
    ],
  },
};

/** ≤ 768 px: full screen with a backdrop strip that closes it. */
export const MobileFullScreen: Story = {
  args: { mobile: true, messages: [welcome, question, assistant(answer)] },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const DarkTheme: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(answer, { ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'call' } }),
    ],
  },
  parameters: { theme: 'dark' },
};

export const LongMessagesAndLinks: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(
        `${'Garage doors are the largest moving part of a house. '.repeat(8)}\nBook at https://book.doorlogic.example/portland or call (503) 555-0142.\nSupercalifragilisticexpialidociouslylongwordwithoutanyspaces`,
      ),
    ],
  },
};

/** data-lang="es" (or a Spanish browser): every text from the Spanish catalogue. */
export const Spanish: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(answer, {
        ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'emergency_call' },
      }),
    ],
  },
  parameters: { locale: 'es' },
};
