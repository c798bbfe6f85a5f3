import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { PageIntro } from './PageIntro.tsx';

/** Frame of the legal and policy pages. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page prose">
      <Breadcrumbs items={[{ label: title }]} />
      <PageIntro title={title} />
      {children}
    </div>
  );
}
