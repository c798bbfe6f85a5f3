import { ESTIMATE_PATH } from '@tod/domain/facts';
import { EstimatorPage } from '../components/estimator/EstimatorPage.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor(ESTIMATE_PATH));

export default function GetEstimate() {
  return <EstimatorPage title="Get an instant estimate" crumb="Get Estimate" />;
}
