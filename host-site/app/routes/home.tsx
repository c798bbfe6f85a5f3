import {
  ASSISTANT_FULL_NAME,
  citiesInRegion,
  cityPath,
  formatAddress,
  JOBS_COMPLETED_CLAIM,
  OFFICES,
  PRICING_NOTES,
  REGIONS,
  SAME_DAY_HOURS,
  SELECTABLE_REGION_KEYS,
  STRUCTURED_DATA,
  telHref,
  YEARS_EXPERIENCE_CLAIM,
} from '@tod/domain/facts';
import { Link } from 'react-router';
import { ActionButtons, CallToAction } from '../components/page/CallToAction.tsx';
import { ServiceCards } from '../components/page/ServiceCards.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/'));

export default function Home() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <p className="page-intro__eyebrow">Oregon · Washington · Idaho</p>
          <h1>Garage door repair and installation, usually the same day</h1>
          <p className="hero__lead">
            Broken spring, snapped cable, an opener that just clicks, or a door that is off its track: our licensed technicians have
            finished {JOBS_COMPLETED_CLAIM} jobs in {YEARS_EXPERIENCE_CLAIM} years across the Pacific Northwest. Same-day service means
            within {SAME_DAY_HOURS} hours.
          </p>
          <ActionButtons />
          <p className="hero__note">{PRICING_NOTES.serviceCall}</p>
        </div>
      </section>

      <div className="container page">
        <section aria-labelledby="home-services">
          <h2 id="home-services">What we fix and install</h2>
          <ServiceCards />
          <p>
            <Link to="/services">All services</Link> · <Link to="/pricing">Pricing</Link>
          </p>
        </section>

        <section aria-labelledby="home-why">
          <h2 id="home-why">Why homeowners call us</h2>
          <ul className="feature-list">
            <li>
              <strong>Licensed in three states.</strong> Oregon CCB, Washington LNI and Idaho RCE licensed, bonded and insured.
            </li>
            <li>
              <strong>Up-front ranges.</strong> See typical prices before anyone drives out; the technician confirms the final price before
              work starts.
            </li>
            <li>
              <strong>Rated {STRUCTURED_DATA.ratingValue} out of 5.</strong> {JOBS_COMPLETED_CLAIM} jobs for homeowners, landlords, property
              managers and businesses.
            </li>
            <li>
              <strong>Help at any hour.</strong> {ASSISTANT_FULL_NAME}, our free AI assistant, answers questions 24/7 and can hand you to a
              technician.
            </li>
          </ul>
        </section>

        <section aria-labelledby="home-regions">
          <h2 id="home-regions">Four regions, one team</h2>
          <ul className="card-grid">
            {SELECTABLE_REGION_KEYS.map((key) => {
              const info = REGIONS[key];
              const cities = citiesInRegion(key);
              return (
                <li key={key} className="card">
                  <h3 className="card__title">{info.name}</h3>
                  <p>
                    <a href={telHref(info.phone)}>{info.phone}</a> · {info.licenseText}
                  </p>
                  <p>
                    {cities.map((city, index) => (
                      <span key={city.slug}>
                        {index > 0 ? ', ' : ''}
                        <Link to={cityPath(city)}>{city.name}</Link>
                      </span>
                    ))}
                  </p>
                </li>
              );
            })}
          </ul>
          <p>
            Not sure you are in our area? <Link to="/locations#find-by-zip">Look up your ZIP code</Link>.
          </p>
        </section>

        <section aria-labelledby="home-showrooms">
          <h2 id="home-showrooms">Visit a showroom</h2>
          <p>See door styles, colors, windows and openers in person before you choose.</p>
          <ul className="card-grid card-grid--two">
            {OFFICES.map((office) => (
              <li key={office.key} className="card">
                <h3 className="card__title">
                  <Link to={office.showroomPath}>{office.name}</Link>
                </h3>
                <p>{formatAddress(office.address)}</p>
              </li>
            ))}
          </ul>
        </section>

        <CallToAction />
      </div>
    </>
  );
}
