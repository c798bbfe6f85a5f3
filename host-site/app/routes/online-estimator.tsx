import { STRUCTURED_DATA } from '@tod/domain/facts';
import { EstimatorPage } from '../components/estimator/EstimatorPage.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor(STRUCTURED_DATA.estimateActionPath));

export default function OnlineEstimator() {
  return <EstimatorPage title="Garage door online estimator" crumb="Online Estimator" />;
}
