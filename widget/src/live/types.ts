import type { WidgetCatalogue } from '@tod/domain/facts';
import type { ComponentChildren } from 'preact';

/** The live hand-off's types that the eager UI code names (kept apart so it never imports the chunk). */

/** What the tab keeps of a live hand-off in its stored session, to resume after a navigation or a reload. */
export interface LiveStored {
  /** The last stored event shown. */
  seq: number;
  /** The first name of the person in the chat now. */
  joined?: string;
  /** The widget said someone can join and is waiting: the SPEC confirmation comes if nobody does. */
  waiting?: boolean;
}

/**
 * What App shows of the live chat beside the messages: the status line where "T.O.D. is typing..." goes. The
 * chunk puts its 'End chat' control in that line too (a node it builds), so the eager UI carries none of it.
 */
export interface LiveView {
  status?: ComponentChildren;
  /**
   * While a person is in the chat: the window's texts that speak of T.O.D. instead of them (the message box's
   * label names the person; the footer's AI note is empty) (issue 33.5, 35.11).
   */
  copy?: Partial<Pick<WidgetCatalogue, 'inputLabel' | 'footerNote'>> | undefined;
}
