import { ESTIMATES, formatRange, formatUsd, PRICING_NOTES, SERVICE_CALL_FEE } from '@tod/domain/facts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/blog'));

/** Short guides written from what our technicians see most. */
export default function Blog() {
  return (
    <div className="container page prose">
      <Breadcrumbs items={[{ label: 'Blog' }]} />
      <PageIntro title="Garage door tips and guides">
        <p>Short, practical answers to the questions we hear most on service calls.</p>
      </PageIntro>

      <article aria-labelledby="post-spring">
        <h2 id="post-spring">My door will not open and I heard a bang. Is it the spring?</h2>
        <p>
          Almost always. Torsion springs wear out after a set number of cycles and usually break with a loud bang. Look above the door: a
          gap in the coil confirms it. Do not keep pressing the opener; it can strip gears or pull the door off balance. A spring
          replacement typically costs {formatRange(ESTIMATES.spring.range)}, and we recommend replacing both springs on a two-spring door.
          See <Link to="/services/spring-replacement">spring replacement</Link>.
        </p>
      </article>

      <article aria-labelledby="post-sensors">
        <h2 id="post-sensors">The door goes down, then right back up</h2>
        <p>
          Check the two safety sensors near the floor on each side of the door. Their lights should be steady; a blinking light means they
          are out of line or something blocks the beam. Clean the lenses, clear the path and gently realign them. If it still reverses, the
          close force or the sensor wiring needs a technician: <Link to="/services/opener-repair-installation">opener repair</Link>.
        </p>
      </article>

      <article aria-labelledby="post-tuneup">
        <h2 id="post-tuneup">What a yearly tune-up catches</h2>
        <p>
          Fraying cables, worn rollers, loose hinge bolts and a door that has drifted out of balance. Each is cheap to fix early and
          expensive when it leaves the door stuck. Our <Link to="/services/maintenance-tune-ups">tune-up</Link> covers balance, lubrication,
          hardware and every safety test.
        </p>
      </article>

      <article aria-labelledby="post-new-door">
        <h2 id="post-new-door">Repair or replace?</h2>
        <p>
          If the door is sound and the problem is a spring, cable or opener, repair it. Consider a new door when sections are cracked or
          rusted through, parts are no longer made, or the garage is cold and you want insulation. New door installation typically runs{' '}
          {formatRange(ESTIMATES.installation.range)}; estimates for new doors are free.
        </p>
      </article>

      <article aria-labelledby="post-service-call">
        <h2 id="post-service-call">What the {formatUsd(SERVICE_CALL_FEE)} service call covers</h2>
        <p>
          {PRICING_NOTES.serviceCall} The technician diagnoses the problem, explains the options and gives you the price before doing any
          work. {PRICING_NOTES.finalPricing}
        </p>
      </article>
    </div>
  );
}
