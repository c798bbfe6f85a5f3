import { cityPath, type ServiceCity } from '@tod/domain/facts';
import { Link } from 'react-router';

/** An inline list of links to city pages, "Salem, OR" style: the locations, state and city pages share it. */
export function CityLinks({ cities }: { cities: readonly ServiceCity[] }) {
  return (
    <ul className="inline-list">
      {cities.map((city) => (
        <li key={city.slug}>
          <Link to={cityPath(city)}>
            {city.name}, {city.state}
          </Link>
        </li>
      ))}
    </ul>
  );
}
