import { ESTIMATE_PATH, type RegionInfo } from '@tod/domain/facts';

/**
 * The T.O.D. widget, embedded like any partner embeds it: one script tag (DESIGN §4). Later region
 * changes reach it through window.TOD.configure, not through these attributes. No data-api-base: the
 * widget's default is the script's own origin, which is this site's chat server.
 */
export function WidgetScript({ region, city, bookingUrl }: { region: RegionInfo; city: string; bookingUrl: string }) {
  return (
    <script
      src="/widget/tod.js"
      defer
      data-region={region.key}
      data-city={city}
      data-phone={region.phone}
      data-booking-url={bookingUrl}
      data-estimate-url={ESTIMATE_PATH}
    />
  );
}
