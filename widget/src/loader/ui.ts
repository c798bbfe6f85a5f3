import type { Warn, WidgetConfig } from './config.ts';
import type { ChatEvent } from './events.ts';

/** What the UI reports back to the loader for `getState()` and the lifecycle events. */
export interface UiState {
  open: boolean;
  /** Replies that arrived while the window was closed; 0 once it opens. */
  unread: number;
}

/** What the loader hands the lazily loaded UI chunk. */
export interface MountOptions {
  config: WidgetConfig;
  emit: (event: ChatEvent) => void;
  /** Called on mount and whenever the window opens or closes or the unread count changes. */
  onState?: (state: UiState) => void;
  /** The `TOD.identify()` arguments given before the UI loaded, unchecked, in order. */
  identities?: readonly unknown[];
  /** Where a partner's mistake is reported (the console). */
  warn?: Warn;
  /** Whether the launcher delay has already elapsed. */
  launcherVisible: boolean;
  /** Whether the visitor scrolled or clicked before the UI loaded (no teaser then). */
  interacted: boolean;
  /** Where the host element goes; default document.body. */
  container?: HTMLElement;
}

/** The mounted UI, driven by the loader's `window.TOD` calls. */
export interface UiHandle {
  /** Opens the window; a message prefills the input without sending it. */
  open(message?: string): void;
  close(): void;
  toggle(): void;
  /** Opens the window and sends the text as the visitor's message. */
  send(text: string): void;
  /** Checks an identity with the domain's rules and merges what is valid into the lead. */
  identify(identity: unknown): void;
  showLauncher(): void;
  update(config: WidgetConfig): void;
  destroy(): void;
}

/** The UI chunk's module shape. */
export interface UiModule {
  mountUi(options: MountOptions): UiHandle;
}
