/**
 * The React component for partner apps (`@tod/widget/react`). React is a peer dependency: this file
 * imports it and the build leaves it out, so the app's own React runs it.
 * @example
 * import { TodWidget } from '@tod/widget/react';
 * <TodWidget apiBase="https://chat.example.com" region="idaho" city="Boise" onEvent={(event) => track(event)} />
 */
import { useEffect, useRef } from 'react';
import { init, type TodApi, type TodOptions } from './index.ts';
import { OPTION_NAMES } from './loader/config.ts';
import { CHAT_EVENTS, type ChatEvent } from './loader/events.ts';

/** The script tag's `data-*` attributes as props (camelCased), plus an event callback. All optional. */
export interface TodWidgetProps {
  /** Origin of the chat API (`data-api-base`). Default: the page's own origin. */
  apiBase?: string;
  /** Service region key (`data-region`): 'portland-metro' (default), 'salem', 'sw-washington', 'idaho' or 'nationwide'. A change calls `configure`, and the city, phone and booking link follow the new region unless given too. */
  region?: string;
  /** City in the greeting (`data-city`). Default: the region's main city. */
  city?: string;
  /** Phone shown and dialled (`data-phone`). Default: the region's phone. */
  phone?: string;
  /** Booking site (`data-booking-url`). Default: the region's booking link. */
  bookingUrl?: string;
  /** Online estimator (`data-estimate-url`). Default: /get-estimate on the API's origin. */
  estimateUrl?: string;
  /** Milliseconds before the launcher appears (`data-delay`). Default 3000. Read once, at mount. */
  delay?: number | string;
  /** 'light', 'dark' or 'system' (`data-theme`, default). */
  theme?: string;
  /** CSP nonce for the widget's fallback style element (`data-nonce`). */
  nonce?: string;
  /** z-index of the launcher and window (`data-z-index`). Default 2147483000. */
  zIndex?: number | string;
  /** 'en' or 'es' (`data-lang`). Default: the browser's language when it is one of them. */
  lang?: string;
  /** Brand colour, #rgb or #rrggbb (`data-accent`); adjusted where text on it would fall below 4.5:1. */
  accent?: string;
  /** Visible launcher text (`data-launcher-label`), up to 30 characters. */
  launcherLabel?: string;
  /** Launcher icon (`data-launcher-icon`): 'chat' (default) or 'help'. */
  launcherIcon?: string;
  /** Every chat event of the widget (no message text or personal data in them). */
  onEvent?: (event: ChatEvent) => void;
}

/**
 * Mounts the T.O.D. widget while rendered (it renders nothing in place: the launcher floats at the
 * bottom right). Prop changes call `configure`; removing a prop restarts the widget so its default
 * applies again; unmounting calls `destroy`.
 */
export function TodWidget(props: TodWidgetProps): null {
  const options = optionsOf(props);
  const key = JSON.stringify(options);
  const api = useRef<TodApi | null>(null);
  const applied = useRef<TodOptions>({});
  const onEvent = useRef(props.onEvent);

  useEffect(() => {
    onEvent.current = props.onEvent;
  });

  useEffect(() => {
    const start = (next: TodOptions) => {
      const started = init(next);
      for (const name of CHAT_EVENTS) started.on(name, (event) => onEvent.current?.(event));
      applied.current = next;
      return started;
    };
    const next: TodOptions = JSON.parse(key);
    const current = api.current;
    if (!current) api.current = start(next);
    else if (Object.keys(applied.current).some((name) => !(name in next))) {
      current.destroy();
      api.current = start(next);
    } else {
      applied.current = next;
      current.configure(next);
    }
  }, [key]);

  useEffect(
    () => () => {
      api.current?.destroy();
      api.current = null;
    },
    [],
  );

  return null;
}

/** The widget options among the props, without the undefined ones, in a stable order. */
function optionsOf(props: TodWidgetProps): TodOptions {
  const options: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) if (props[name] !== undefined) options[name] = props[name];
  return options as TodOptions;
}
