import { ASSISTANT_NAME } from './company.ts';
import type { WidgetLocale } from './widgetLocales.ts';

/**
 * What the widget says about the live hand-off (issue 17): system lines and labels, English and Spanish.
 * A module of its own, not in the widget catalogue, so that the lazily loaded live chunk carries it and the
 * eager loader does not. `{x}` marks a substitution (see `fillTemplate`); the values come from the events of
 * `contracts/live.ts` (`officeName`, `typicalWaitMinutes`, `firstName`, `company`) and the visitor's phone.
 */
export const LIVE_COPY_EN = {
  locale: 'en',
  /** `waiting` with `officeOnline` and an `officeName`. */
  waitingOnline: 'Someone from the {office} office can join; usually within {minutes} minutes.',
  /** `waiting` with `officeOnline` and no `officeName` (the nationwide region). */
  waitingOnlineNoOffice: 'Someone from our office can join; usually within {minutes} minutes.',
  /** The status line while waiting. */
  waitingStatus: 'Waiting for someone from the office…',
  joined: '{firstName} from {company} joined the chat',
  left: `{firstName} left the chat. ${ASSISTANT_NAME} is here to help again.`,
  // The name ends with its own full stop.
  handedBack: `{firstName} handed the chat back to ${ASSISTANT_NAME}`,
  /** `ended`: the live part is over (the visitor ended it, or the office closed the request). */
  ended: `Your chat with the office has ended. ${ASSISTANT_NAME} is here to help again.`,
  /** The control that ends the live chat, while a person is in it or awaited. */
  endChat: 'End chat',
  staffTyping: '{firstName} is typing...',
  staffMessageAnnouncement: '{firstName} says: {content}',
  /** A message to the person could not be sent. */
  sendFailureLive: "Your message didn't reach {firstName}. Check your connection and try again.",
  /** The message box's label while a person is in the chat (issue 33.5). */
  messageTo: 'Message {firstName}',
} as const;

type Widen<T> = { readonly [K in keyof T]: K extends 'locale' ? WidgetLocale : string };
export type LiveCatalogue = Widen<typeof LIVE_COPY_EN>;

/** The same keys and substitutions in Spanish (formal 'usted', as the widget's Spanish catalogue). */
export const LIVE_COPY_ES: LiveCatalogue = {
  locale: 'es',
  waitingOnline: 'Alguien de la oficina de {office} puede unirse; normalmente en menos de {minutes} minutos.',
  waitingOnlineNoOffice: 'Alguien de nuestra oficina puede unirse; normalmente en menos de {minutes} minutos.',
  waitingStatus: 'Esperando a alguien de la oficina…',
  joined: '{firstName}, de {company}, se unió al chat',
  left: `{firstName} salió del chat. ${ASSISTANT_NAME} vuelve a estar aquí para ayudarle.`,
  handedBack: `{firstName} devolvió el chat a ${ASSISTANT_NAME}`,
  ended: `Su chat con la oficina ha terminado. ${ASSISTANT_NAME} vuelve a estar aquí para ayudarle.`,
  endChat: 'Terminar chat',
  staffTyping: '{firstName} está escribiendo...',
  staffMessageAnnouncement: '{firstName} dice: {content}',
  sendFailureLive: 'Su mensaje no llegó a {firstName}. Revise su conexión e inténtelo de nuevo.',
  messageTo: 'Mensaje para {firstName}',
};

export const LIVE_COPY: Readonly<Record<WidgetLocale, LiveCatalogue>> = { en: LIVE_COPY_EN, es: LIVE_COPY_ES };
