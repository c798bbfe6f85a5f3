import type { Meta, StoryObj } from '@storybook/preact-vite';
import type { ChatMetadata } from '@tod/domain/contracts';
import { CHAT_COPY, fillTemplate, WIDGET_COPY } from '@tod/domain/facts';
import { expect, userEvent, within } from 'storybook/test';
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

/** Typing reports each change; Enter sends; Close closes. */
export const TypeAndSend: Story = {
  args: { input: 'My spring broke' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: CHAT_COPY.inputLabel });
    await userEvent.type(box, '!');
    await expect(args.onInput).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: CHAT_COPY.closeLabel }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** ctaGuidance with every action: Call Now, Schedule Service, Talk to Human (Schedule is primary). */
export const CtaGuidance: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(answer, { ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'book' } }),
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: CHAT_COPY.ctaEscalate }));
    await expect(args.onEscalate).toHaveBeenCalledTimes(1);
  },
};

const everyAction = ['call', 'book', 'escalate'] as const;

/** Every primary action in one conversation: call, book, emergency call and escalate (light). */
export const CtaVariants: Story = {
  args: {
    messages: [
      welcome,
      assistant('Our office can take it from here.', {
        ctaGuidance: { showCTA: true, availableActions: [...everyAction], primaryAction: 'call' },
      }),
      assistant('Pick a time that suits you.', {
        ctaGuidance: { showCTA: true, availableActions: [...everyAction], primaryAction: 'book' },
      }),
      assistant('Keep clear of the door.', {
        responseType: 'emergency',
        ctaGuidance: { showCTA: true, availableActions: [...everyAction], primaryAction: 'emergency_call' },
      }),
      assistant('A person can look at this.', {
        ctaGuidance: { showCTA: true, availableActions: [...everyAction], primaryAction: 'escalate' },
      }),
      assistant('Try the online estimator.', { ctaGuidance: { showCTA: true, availableActions: ['call'], primaryAction: 'estimate' } }),
    ],
  },
};

/** The same CTA variants on the dark theme. */
export const CtaVariantsDark: Story = { args: CtaVariants.args, parameters: { theme: 'dark' } };

/** The assistant has name, phone, city and issue: the lead is complete and the office will call. */
export const LeadCaptured: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant('Thanks, Ana. A technician from our Portland office will call you at (503) 555-0199 within the hour.', {
        responseType: 'lead_capture',
        leadInfo: { name: 'Ana', phone: '(503) 555-0199', city: 'Portland', issue: 'Broken spring', isComplete: true },
        ctaGuidance: { showCTA: true, availableActions: ['call', 'book'], primaryAction: 'call' },
      }),
    ],
  },
};

/** Talk to Human was pressed: forwarding to the team, nothing can be sent meanwhile. */
export const EscalationInProgress: Story = {
  args: {
    messages: [
      welcome,
      question,
      assistant(answer, { ctaGuidance: { showCTA: true, availableActions: ['escalate'], primaryAction: 'escalate' } }),
    ],
    escalating: true,
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

const fireReply = {
  en: 'Get everyone out of the garage now and call 911 from outside. Cut the power to the opener only from a safe place.',
  es: 'Salgan todos del garaje ahora y llame al 911 desde fuera. Corte la corriente del motor solo desde un lugar seguro.',
};
const personAtRisk: Partial<ChatMetadata> = {
  responseType: 'emergency',
  ctaGuidance: { showCTA: true, availableActions: ['call_911', 'call', 'escalate'], primaryAction: 'emergency_call' },
};

/**
 * Issue 30: a person is at risk (fire, smoke, carbon monoxide, someone trapped). 'Call 911' (tel:911) comes first,
 * red, then the office's emergency call; 911 in the text is a link; no booking button.
 */
export const Emergency911: Story = {
  args: { messages: [welcome, assistant(fireReply.en, personAtRisk)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [call911] = canvas.getAllByRole('link', { name: 'Call 911' });
    await expect(call911).toHaveAttribute('href', 'tel:911');
    await expect(canvas.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    await expect(canvas.queryByRole('link', { name: CHAT_COPY.ctaSchedule })).toBeNull();
  },
};

/** The same on the dark theme. */
export const Emergency911Dark: Story = { args: Emergency911.args, parameters: { theme: 'dark' } };

/** The same in Spanish: 'Llamar al 911'. */
export const Emergency911Spanish: Story = {
  args: { messages: [welcome, assistant(fireReply.es, { ...personAtRisk, locale: 'es' })] },
  parameters: { locale: 'es' },
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

/** A message over the 2,000-character limit: the box keeps it, marked invalid, the banner says the limit, Send waits. */
export const MessageTooLong: Story = {
  args: { messages: [welcome], input: 'My garage door '.repeat(140) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: CHAT_COPY.inputLabel }).getAttribute('aria-invalid')).toBe('true');
    await expect(canvas.getByRole('alert').textContent).toBe(WIDGET_COPY.tooLong);
    await expect((canvas.getByRole('button', { name: CHAT_COPY.sendLabel }) as HTMLButtonElement).disabled).toBe(true);
  },
};

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
  globals: { viewport: { value: 'mobile1', isRotated: false } },
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
