import {
  DEFAULT_ESTIMATOR_SITE_URL,
  ESTIMATE_KEYS,
  ESTIMATES,
  type EstimateKey,
  formatRange,
  formatUsd,
  PRICING_NOTES,
  SERVICE_CALL_FEE,
  telHref,
} from '@tod/domain/facts';
import { useId, useState } from 'react';
import { useSiteRegion } from '../../lib/site/SiteRegionContext.tsx';
import { ExternalLink } from '../layout/ExternalLink.tsx';

const CHOICES: Readonly<Record<EstimateKey, string>> = {
  spring: 'Broken spring',
  cable: 'Loose or snapped cable',
  panel: 'Damaged panel',
  opener: 'New opener',
  installation: 'New garage door',
};

/** Pick a problem or project; see the range, what moves the price and how to book (SPEC §9 ranges). */
export function InstantEstimator() {
  const { region, bookingUrl } = useSiteRegion();
  const [choice, setChoice] = useState<EstimateKey | null>(null);
  const groupId = useId();
  const item = choice ? ESTIMATES[choice] : null;
  return (
    <div className="estimator">
      <fieldset className="estimator__choices">
        <legend id={groupId}>What do you need?</legend>
        {ESTIMATE_KEYS.map((key) => (
          <label key={key} className="choice">
            <input type="radio" name="estimate" value={key} checked={choice === key} onChange={() => setChoice(key)} />
            <span>{CHOICES[key]}</span>
          </label>
        ))}
      </fieldset>
      <div className="estimator__result" aria-live="polite">
        {item ? (
          <section aria-label="Your estimate" className="panel">
            <h2>{item.label}</h2>
            <p className="estimator__range">
              Typical price: <strong>{formatRange(item.range)}</strong>
            </p>
            <h3>What moves the price</h3>
            <ul>
              {item.priceFactors.map((factor) => (
                <li key={factor}>{factor}</li>
              ))}
            </ul>
            <p>
              {item.key === 'installation'
                ? `${PRICING_NOTES.estimates} We measure on site before we quote.`
                : `Every visit starts with a ${formatUsd(SERVICE_CALL_FEE)} service call (plus tax), credited toward the repair when we do the work.`}
            </p>
            <p>{PRICING_NOTES.finalPricing}</p>
            <div className="button-row">
              <ExternalLink className="button button--primary" href={bookingUrl}>
                Book this service
              </ExternalLink>
              <a className="button button--ghost" href={telHref(region.phone)}>
                Call {region.phone}
              </a>
            </div>
          </section>
        ) : (
          <p>Choose an option to see its typical price range.</p>
        )}
      </div>
      <p className="estimator__external">
        Want an estimate from photos of your door? Try our <ExternalLink href={DEFAULT_ESTIMATOR_SITE_URL}>AI estimator</ExternalLink>. AI
        estimates are ranges, not quotes.
      </p>
    </div>
  );
}
