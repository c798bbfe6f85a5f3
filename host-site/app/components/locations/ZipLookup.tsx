import {
  cityPath,
  formatUsd,
  lookupZip,
  OUT_OF_AREA_MINIMUM,
  REGIONS,
  STATE_NAMES,
  TOLL_FREE_PHONE,
  telHref,
  type ZipLookupResult,
} from '@tod/domain/facts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { zipLookup } from '../../lib/analytics/siteEvents.ts';
import { trackEvent } from '../../lib/analytics/trackEvent.ts';

export const ZIP_FORMAT_MESSAGE = 'Please enter a 5-digit ZIP code.';

/** 'Find by ZIP': which of our cities and regions serves a ZIP code. */
export function ZipLookup() {
  const inputId = useId();
  const errorId = useId();
  const [zip, setZip] = useState('');
  const [result, setResult] = useState<ZipLookupResult | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = lookupZip(zip);
    setResult(next);
    if (next.kind !== 'invalid') trackEvent(zipLookup(next.kind === 'city' ? next.city.region : undefined));
  };

  const invalid = result?.kind === 'invalid';
  return (
    <form className="zip-lookup" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>ZIP code</label>
      <div className="zip-lookup__row">
        <input
          id={inputId}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        <button type="submit" className="button button--primary">
          Check my ZIP
        </button>
      </div>
      <div className="zip-lookup__result" aria-live="polite">
        {invalid ? (
          <p id={errorId} className="field-error">
            {ZIP_FORMAT_MESSAGE}
          </p>
        ) : null}
        {result ? <ZipAnswer result={result} /> : null}
      </div>
    </form>
  );
}

function ZipAnswer({ result }: { result: ZipLookupResult }) {
  switch (result.kind) {
    case 'invalid':
      return null;
    case 'city': {
      const region = REGIONS[result.city.region];
      return (
        <p>
          Good news: we serve{' '}
          <Link to={cityPath(result.city)}>
            {result.city.name}, {result.city.state}
          </Link>{' '}
          from our {region.name} team. Call <a href={telHref(region.phone)}>{region.phone}</a>.
        </p>
      );
    }
    case 'state':
      return (
        <p>
          That ZIP code is in {STATE_NAMES[result.state]} but outside our listed cities. We may still be able to come out: call{' '}
          <a href={telHref(TOLL_FREE_PHONE)}>{TOLL_FREE_PHONE}</a>. A {formatUsd(OUT_OF_AREA_MINIMUM)} minimum plus tax applies to
          out-of-area calls.
        </p>
      );
    case 'outside':
      return <p>Sorry, that ZIP code is outside Oregon, Washington and Idaho, where we are licensed to work.</p>;
  }
}
