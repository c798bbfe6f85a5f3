import { Link } from 'react-router';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { PAGES, pageFor } from '../lib/site/pages.ts';
import { sitemapSections } from '../lib/site/sitemapSections.ts';

export const meta = () => pageMeta(pageFor('/sitemap-public'));

export default function SitemapPublic() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Site Map' }]} />
      <PageIntro title="Site map">
        <p>Every page of this website.</p>
      </PageIntro>
      <div className="sitemap-grid">
        {sitemapSections(PAGES).map((section) => (
          // Plain groups, not landmarks: their names repeat the footer's (e.g. 'Services').
          <div key={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.pages.map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path}>{entry.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
