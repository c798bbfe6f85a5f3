import { BRAND_NAME } from '@tod/domain/facts';
import { Link } from 'react-router';
import { Icon } from '../Icon.tsx';

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={`${BRAND_NAME} home`}>
      <Icon name="garage" size={28} />
      <span className="logo__text">{BRAND_NAME}</span>
    </Link>
  );
}
