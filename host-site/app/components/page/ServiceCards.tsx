import { ESTIMATES, formatRange, SERVICES } from '@tod/domain/facts';
import { Link } from 'react-router';

/** The six services as cards, with the estimator range where one applies. */
export function ServiceCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {SERVICES.map((service) => (
        <li key={service.slug} className="card">
          <Heading className="card__title">
            <Link to={service.path}>{service.name}</Link>
          </Heading>
          <p>{service.summary}</p>
          {service.estimateKeys.length > 0 ? (
            <p className="card__price">
              {service.estimateKeys.map((key) => `${ESTIMATES[key].label}: ${formatRange(ESTIMATES[key].range)}`).join(' · ')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
