import { ExternalLink } from './ExternalLink.tsx';

/** The floating mobile Schedule Now button (CSS shows it on mobile widths only). */
export function FloatingSchedule({ bookingUrl, visible }: { bookingUrl: string; visible: boolean }) {
  if (!visible) return null;
  return (
    <div className="floating-schedule">
      <ExternalLink className="button button--primary floating-schedule__button" href={bookingUrl}>
        Schedule Now
      </ExternalLink>
    </div>
  );
}
