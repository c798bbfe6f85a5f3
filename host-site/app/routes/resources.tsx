import { ESTIMATE_PATH, PRICING_NOTES } from '@tod/domain/facts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/resources'));

export default function Resources() {
  return (
    <div className="container page prose">
      <Breadcrumbs items={[{ label: 'Resources' }]} />
      <PageIntro title="Garage door resources">
        <p>Checks you can do safely yourself, and the point at which to call a technician.</p>
      </PageIntro>
      <section aria-labelledby="res-monthly">
        <h2 id="res-monthly">A five-minute monthly safety check</h2>
        <ol>
          <li>Watch the door open and close. It should move smoothly and quietly, without jerking.</li>
          <li>Auto-reverse test: lay a roll of paper towels where the door closes. The door must reverse when it touches it.</li>
          <li>Sensor test: close the door and wave a broom through the beam. The door must reverse.</li>
          <li>Balance test: pull the release cord with the door closed, lift it halfway by hand and let go. It should stay put.</li>
          <li>Look at the springs, cables and rollers for gaps, fraying or wobble, without touching them.</li>
        </ol>
      </section>
      <section aria-labelledby="res-stop">
        <h2 id="res-stop">Stop and call if…</h2>
        <ul>
          <li>a spring has a gap in it or a cable has snapped or come off its drum</li>
          <li>the door is crooked or has left its track</li>
          <li>the door fails the auto-reverse or sensor test: it is not safe to use</li>
        </ul>
        <p>Springs and cables are under high tension. Leave them to a technician.</p>
      </section>
      <section aria-labelledby="res-buying">
        <h2 id="res-buying">Choosing a new door</h2>
        <ul>
          <li>Insulation matters if the garage is attached or used as a workshop.</li>
          <li>Steel is low maintenance; wood-look finishes give the look without the upkeep.</li>
          <li>Windows add light but lower insulation and privacy.</li>
          <li>{PRICING_NOTES.estimates}</li>
        </ul>
        <p>
          <Link to={ESTIMATE_PATH}>See price ranges</Link> · <Link to="/blog">Read our guides</Link> ·{' '}
          <Link to="/locations#showrooms">Visit a showroom</Link>
        </p>
      </section>
    </div>
  );
}
