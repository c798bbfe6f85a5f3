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
