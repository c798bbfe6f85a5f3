import { useEffect, useRef } from 'preact/hooks';
import { init, type TodApi, type TodOptions } from '../index.ts';

/**
 * The real widget, started with `init()` inside this element, for the partner docs: changed options
 * go through `configure()` exactly as a host page's would; unmounting calls `destroy()`.
 */
export function PartnerEmbed(options: TodOptions) {
  const container = useRef<HTMLDivElement>(null);
  const api = useRef<TodApi | null>(null);
  const key = JSON.stringify(options);

  useEffect(() => {
    const next = JSON.parse(key) as TodOptions;
    if (api.current) api.current.configure(next);
    else if (container.current) api.current = init({ ...next, container: container.current });
  }, [key]);

  useEffect(
    () => () => {
      api.current?.destroy();
      api.current = null;
    },
    [],
  );

  return <div ref={container} data-testid="partner-embed" />;
}
