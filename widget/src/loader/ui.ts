import type { WidgetConfig } from './config.ts';
import type { ChatEvent } from './events.ts';

/** What the loader hands the lazily loaded UI chunk. */
export interface MountOptions {
  config: WidgetConfig;
  emit: (event: ChatEvent) => void;
  /** Whether the launcher delay has already elapsed. */
  launcherVisible: boolean;
  /** Whether the visitor scrolled or clicked before the UI loaded (no teaser then). */
  interacted: boolean;
  /** Where the host element goes; default document.body. */
  container?: HTMLElement;
}

/** The mounted UI, driven by the loader's `window.TOD` calls. */
export interface UiHandle {
  open(): void;
  close(): void;
  toggle(): void;
  showLauncher(): void;
  update(config: WidgetConfig): void;
  destroy(): void;
}

/** The UI chunk's module shape. */
export interface UiModule {
  mountUi(options: MountOptions): UiHandle;
}
