import { COOKIE_COPY } from '@tod/domain/facts';
import { useConsent } from './ConsentProvider.tsx';

/** The footer's 'Manage Cookies' button (SPEC §4). */
export function ManageCookiesButton({ className }: { className?: string }) {
  const { manage } = useConsent();
  return (
    <button type="button" className={className ?? 'link-button'} onClick={manage}>
      {COOKIE_COPY.manage}
    </button>
  );
}
