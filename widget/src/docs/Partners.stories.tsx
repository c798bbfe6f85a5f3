import type { Meta, StoryObj } from '@storybook/preact-vite';
import { SERVICE_REGION_KEYS } from '@tod/domain/facts';
import { PartnerEmbed } from './PartnerEmbed.tsx';

/** Every data-* attribute as a live control over the real widget (see Partners.mdx). */
const meta = {
  title: 'Partners/Embed',
  component: PartnerEmbed,
  args: { region: 'idaho', delay: 0, theme: 'light' },
  argTypes: {
    apiBase: {
      control: 'text',
      description: '`data-api-base`: origin of the chat API. Answers need a running chat server whose CORS_ORIGINS lists this page.',
      table: { defaultValue: { summary: "the script's own origin" } },
    },
    region: {
      control: 'select',
      options: SERVICE_REGION_KEYS,
      description: '`data-region`: the service region. Sets the greeting city, the phone of Call Now and the Book Service link.',
      table: { defaultValue: { summary: 'portland-metro' } },
    },
    city: {
      control: 'text',
      description: "`data-city`: the city in the greeting and the '5,000+ jobs' line.",
      table: { defaultValue: { summary: "the region's main city" } },
    },
    phone: {
      control: 'text',
      description: '`data-phone`: the number shown and dialled (10 US digits).',
      table: { defaultValue: { summary: "the region's phone" } },
    },
    bookingUrl: {
      control: 'text',
      description: '`data-booking-url`: where Book Service and Schedule Service go (new tab).',
      table: { defaultValue: { summary: "the region's booking link" } },
    },
    estimateUrl: {
      control: 'text',
      description: '`data-estimate-url`: where Online Estimator goes (new tab).',
      table: { defaultValue: { summary: '/get-estimate on the API origin' } },
    },
    delay: {
      control: { type: 'number', min: 0, max: 600000, step: 500 },
      description: '`data-delay`: milliseconds before the launcher appears (read once, when the widget starts).',
      table: { defaultValue: { summary: '3000' } },
    },
    theme: {
      control: 'inline-radio',
      options: ['light', 'dark', 'system'],
      description: "`data-theme`: colours; 'system' follows prefers-color-scheme.",
      table: { defaultValue: { summary: 'system' } },
    },
    zIndex: {
      control: 'number',
      description: '`data-z-index`: stacking of the launcher and window.',
      table: { defaultValue: { summary: '2147483000' } },
    },
    lang: {
      control: 'inline-radio',
      options: ['en', 'es'],
      description: "`data-lang`: the window's language before any reply (then the chat's).",
      table: { defaultValue: { summary: "the browser's language when it is en or es, else en" } },
    },
    accent: {
      control: 'color',
      description: '`data-accent`: your brand colour (#rgb or #rrggbb); adjusted to keep 4.5:1 contrast, with a console note.',
      table: { defaultValue: { summary: 'T.O.D. blue' } },
    },
    launcherLabel: {
      control: 'text',
      description: '`data-launcher-label`: a visible label beside the launcher icon (1–30 characters).',
      table: { defaultValue: { summary: 'none (icon only)' } },
    },
    launcherIcon: {
      control: 'inline-radio',
      options: ['chat', 'help'],
      description: "`data-launcher-icon`: the launcher's icon.",
      table: { defaultValue: { summary: 'chat' } },
    },
    launcher: {
      control: 'inline-radio',
      options: ['default', 'none'],
      description: "`data-launcher`: 'none' hides the built-in launcher; open the chat from your own button (TOD.open()).",
      table: { defaultValue: { summary: 'default' } },
    },
    position: {
      control: 'inline-radio',
      options: ['right', 'left'],
      description: '`data-position`: the corner of the launcher, teaser and window.',
      table: { defaultValue: { summary: 'right' } },
    },
    offsetX: {
      control: { type: 'number', min: 0, max: 400 },
      description: '`data-offset-x`: pixels from the side.',
      table: { defaultValue: { summary: '20' } },
    },
    offsetY: {
      control: { type: 'number', min: 0, max: 400 },
      description: '`data-offset-y`: pixels from the bottom.',
      table: { defaultValue: { summary: '20' } },
    },
    context: {
      control: 'text',
      description: '`data-context`: what page the visitor is on (at most 200 characters), for the office and the assistant.',
      table: { defaultValue: { summary: 'none' } },
    },
    analyticsConsent: {
      control: 'inline-radio',
      options: ['denied', 'granted'],
      description: "`data-analytics-consent`: 'granted' lets the widget push its events to dataLayer.",
      table: { defaultValue: { summary: 'denied' } },
    },
    nonce: {
      control: false,
      description: '`data-nonce`: CSP nonce for the fallback <style> where constructable stylesheets are missing.',
      table: { defaultValue: { summary: "the script's own nonce" } },
    },
  },
  parameters: {
    // The launcher and window are position: fixed; an iframe keeps each canvas to itself.
    docs: { story: { inline: false, height: '720px' } },
  },
} satisfies Meta<typeof PartnerEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Boise partner page: change any control and the open widget follows, as after TOD.configure(). */
export const Embed: Story = {};

/** The dark theme with a partner's own phone and booking page. */
export const OwnPhoneAndBooking: Story = {
  args: { region: 'salem', phone: '(503) 555-0100', bookingUrl: 'https://partner.example/book', theme: 'dark' },
};

/** `data-accent`: the partner's brand colour on the launcher, header and buttons. */
export const Accent: Story = { args: { accent: '#0f766e' } };

/** `data-position="left"` with offsets: the launcher, teaser and window in the bottom-left corner. */
export const LeftPosition: Story = { args: { position: 'left', offsetX: 32, offsetY: 24 } };

/** `data-launcher="none"`: no built-in launcher; the partner's own button opens the chat. */
export const LauncherNone: Story = {
  args: { launcher: 'none' },
  render: (args) => (
    <div>
      {/* The partner's own button, in its own colours (white on #0f766e is 5.5:1 in either theme). */}
      <button
        type="button"
        style={{ background: '#0f766e', color: '#fff', border: 0, borderRadius: '6px', padding: '8px 14px' }}
        onClick={() => (window as unknown as { TOD?: { open(): void } }).TOD?.open()}
      >
        Chat with us
      </button>
      <PartnerEmbed {...args} />
    </div>
  ),
};
