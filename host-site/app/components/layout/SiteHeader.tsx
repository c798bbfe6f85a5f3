import { CONTACT_PATH, ESTIMATE_PATH, type RegionInfo, telHref } from '@tod/domain/facts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HeaderScrollState } from '../../lib/header/headerScroll.ts';
import { SERVICE_AREA_GROUPS, SERVICE_AREA_LINKS, SERVICE_LINKS } from '../../lib/site/navigation.ts';
import { Icon } from '../Icon.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { Logo } from './Logo.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { TopBar } from './TopBar.tsx';

export interface SiteHeaderProps {
  region: RegionInfo;
  bookingUrl: string;
  scroll: HeaderScrollState;
  menuOpen: boolean;
  onToggleMenu: () => void;
  regionSelect?: ReactNode;
}

/** Top info bar, logo, desktop menu with its buttons, and the mobile icon buttons (SPEC §2 'Header'). */
export function SiteHeader({ region, bookingUrl, scroll, menuOpen, onToggleMenu, regionSelect }: SiteHeaderProps) {
  return (
    <header className="site-header" data-compact={scroll.compact || undefined} data-hidden={(scroll.hidden && !menuOpen) || undefined}>
      <TopBar region={region} regionSelect={regionSelect} />
      <div className="container site-header__bar">
        <Logo />
        <nav className="desktop-nav" aria-label="Main">
          <ul className="desktop-nav__list">
            <li>
              <NavDropdown id="menu-services" label="Services">
                <ul className="dropdown-list">
                  {SERVICE_LINKS.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </NavDropdown>
            </li>
            <li>
              <NavDropdown id="menu-service-area" label="Service Area">
                <div className="dropdown-columns">
                  {SERVICE_AREA_GROUPS.map((group) => (
                    <div key={group.label}>
                      <p className="dropdown-heading">{group.label}</p>
                      <ul className="dropdown-list">
                        {group.links.map((link) => (
                          <li key={link.to}>
                            <Link to={link.to}>{link.label}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
                <ul className="dropdown-list dropdown-list--inline">
                  {SERVICE_AREA_LINKS.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </NavDropdown>
            </li>
            <li>
              <Link className="desktop-nav__link" to="/about">
                About
              </Link>
            </li>
            <li>
              <Link className="desktop-nav__link" to={CONTACT_PATH}>
                Contact
              </Link>
            </li>
          </ul>
          <div className="desktop-nav__buttons">
            <a className="button button--ghost" href={telHref(region.phone)}>
              <Icon name="phone" size={18} />
              Call <span className="desktop-nav__phone">{region.phone}</span>
            </a>
            <ExternalLink className="button button--primary" href={bookingUrl}>
              Schedule Now
            </ExternalLink>
            <Link className="button button--secondary" to={ESTIMATE_PATH}>
              Get Estimate
            </Link>
          </div>
        </nav>
        <div className="mobile-actions">
          <a className="icon-button" href={telHref(region.phone)} aria-label={`Call ${region.phone}`}>
            <Icon name="phone" />
          </a>
          <Link className="icon-button" to={ESTIMATE_PATH} aria-label="Get an estimate">
            <Icon name="calculator" />
          </Link>
          <a
            className="icon-button"
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Schedule online (opens in a new tab)"
          >
            <Icon name="calendar" />
          </a>
          <button
            type="button"
            className="icon-button icon-button--menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={onToggleMenu}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        </div>
      </div>
    </header>
  );
}
