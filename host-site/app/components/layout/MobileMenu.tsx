import { CONTACT_PATH, ESTIMATE_PATH, type RegionInfo, telHref } from '@tod/domain/facts';
import { type Dispatch, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { trapTab } from '../../lib/focus/focusTrap.ts';
import type { MobileMenuAction, MobileMenuState } from '../../lib/header/mobileMenu.ts';
import { type NavLinkItem, SERVICE_AREA_GROUPS, SERVICE_AREA_LINKS, SERVICE_LINKS } from '../../lib/site/navigation.ts';
import { Icon } from '../Icon.tsx';
import { ExternalLink } from './ExternalLink.tsx';

interface Section {
  key: string;
  label: string;
  links: readonly NavLinkItem[];
}

const SECTIONS: readonly Section[] = [
  { key: 'services', label: 'Services', links: SERVICE_LINKS },
  {
    key: 'service-area',
    label: 'Service Area',
    links: [...SERVICE_AREA_LINKS, ...SERVICE_AREA_GROUPS.flatMap((group) => group.links)],
  },
];

export interface MobileMenuProps {
  region: RegionInfo;
  /** The region dropdown (app/lib/region/RegionSelect): on phones the top bar that holds it is hidden. */
  regionSelect?: ReactNode;
  bookingUrl: string;
  state: MobileMenuState;
  dispatch: Dispatch<MobileMenuAction>;
}

/** The slide-in mobile menu with accordion sections, a call button, 'Schedule Online Now' and the license text. */
export function MobileMenu({ region, regionSelect, bookingUrl, state, dispatch }: MobileMenuProps) {
  const panelRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (state.open) panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    else if (wasOpen.current) document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]')?.focus();
    wasOpen.current = state.open;
  }, [state.open]);

  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close' });
      // The open menu is modal: Tab must not reach the links behind the backdrop (issue 33 point 4).
      else if (panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.open, dispatch]);

  const close = () => dispatch({ type: 'close' });

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a tap beside the panel closes it; keyboards have Escape and the Close button */}
      <div className="mobile-menu__backdrop" hidden={!state.open} onClick={close} />
      <nav
        id="mobile-menu"
        ref={panelRef}
        className="mobile-menu"
        aria-label="Mobile"
        data-open={state.open || undefined}
        inert={!state.open}
      >
        <div className="mobile-menu__header">
          <p className="mobile-menu__title">Menu</p>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <ul className="mobile-menu__list">
          {SECTIONS.map((section) => {
            const expanded = state.expanded.includes(section.key);
            const panelId = `mobile-menu-${section.key}`;
            return (
              <li key={section.key} className="accordion">
                <button
                  type="button"
                  className="accordion__trigger"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => dispatch({ type: 'toggleSection', section: section.key })}
                >
                  {section.label}
                  <Icon name="chevron" size={18} />
                </button>
                <ul id={panelId} className="accordion__panel" hidden={!expanded}>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} onClick={close}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          {[
            { label: 'Pricing', to: '/pricing' },
            { label: 'Get an Estimate', to: ESTIMATE_PATH },
            { label: 'About', to: '/about' },
            { label: 'Contact', to: CONTACT_PATH },
          ].map((link) => (
            <li key={link.to}>
              <Link className="mobile-menu__link" to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mobile-menu__actions">
          {regionSelect ? <div className="mobile-menu__region">{regionSelect}</div> : null}
          <a className="button button--ghost button--block" href={telHref(region.phone)}>
            <Icon name="phone" size={18} /> Call {region.phone}
          </a>
          <ExternalLink className="button button--primary button--block" href={bookingUrl}>
            Schedule Online Now
          </ExternalLink>
          <p className="mobile-menu__license">Licensed, bonded &amp; insured · {region.licenseText}</p>
        </div>
      </nav>
    </>
  );
}
