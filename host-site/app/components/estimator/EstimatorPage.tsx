import { Breadcrumbs } from '../page/Breadcrumbs.tsx';
import { PageIntro } from '../page/PageIntro.tsx';
import { InstantEstimator } from './InstantEstimator.tsx';

/** The body of /get-estimate and /garage-door-online-estimator. */
export function EstimatorPage({ title, crumb }: { title: string; crumb: string }) {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: crumb }]} />
      <PageIntro title={title}>
        <p>Pick your problem or project to see what most of our customers pay, what changes the price, and how to book.</p>
      </PageIntro>
      <InstantEstimator />
    </div>
  );
}
