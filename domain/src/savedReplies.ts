import { formatUsd, SERVICE_CALL_FEE } from './pricing.ts';
import type { ServiceRegionKey } from './regionKeys.ts';
import { chatRegionData } from './regions.ts';

/** The languages a saved reply is written in (the widget's locales). */
export const SAVED_REPLY_LANGUAGES = ['en', 'es'] as const;
export type SavedReplyLanguage = (typeof SAVED_REPLY_LANGUAGES)[number];

/** The office's saved replies (issue 34, "Faster replies"): the answers a dispatcher types most. */
export const SAVED_REPLY_IDS = ['booking', 'serviceFee', 'technicianWillCall'] as const;
export type SavedReplyId = (typeof SAVED_REPLY_IDS)[number];

/** What the office sees: the buttons' labels and the language menu, in English as the rest of the inbox. */
export const SAVED_REPLY_LABELS = {
  heading: 'Saved replies',
  language: 'Language',
  languages: { en: 'English', es: 'Español' },
  replies: { booking: 'Booking link', serviceFee: 'Service fee', technicianWillCall: 'A technician will call' },
  /** Read out once a saved reply is in the reply box (it is not sent until Send). */
  inserted: 'Saved reply added to the reply box. Edit it, then send.',
} as const;

/** The facts a saved reply quotes: the region's booking link and phone, and the service fee. */
function factsOf(region: ServiceRegionKey, bookingBaseUrl?: string) {
  const data = chatRegionData(region, bookingBaseUrl);
  return { booking: data.bookingLink, phone: data.phone, fee: formatUsd(SERVICE_CALL_FEE) };
}

const TEXTS: Record<SavedReplyLanguage, Record<SavedReplyId, (facts: ReturnType<typeof factsOf>) => string>> = {
  en: {
    booking: ({ booking }) => `You can pick a time that suits you here: ${booking}`,
    serviceFee: ({ fee }) =>
      `The service call is ${fee} plus tax, and it is credited toward the repair if you go ahead. The technician confirms the final price on site before any work.`,
    technicianWillCall: ({ phone }) => `A technician will call you shortly to arrange a visit. If you need us sooner, call ${phone}.`,
  },
  es: {
    booking: ({ booking }) => `Puede elegir el horario que le convenga aquí: ${booking}`,
    serviceFee: ({ fee }) =>
      `La visita de servicio cuesta ${fee} más impuestos, y se abona a la reparación si decide hacerla. El técnico confirma el precio final en el lugar antes de empezar.`,
    technicianWillCall: ({ phone }) => `Un técnico le llamará en breve para acordar la visita. Si nos necesita antes, llame al ${phone}.`,
  },
};

/** A saved reply's text in a language, with the region's facts filled in. */
export function savedReplyText(id: SavedReplyId, language: SavedReplyLanguage, region: ServiceRegionKey, bookingBaseUrl?: string): string {
  return TEXTS[language][id](factsOf(region, bookingBaseUrl));
}
