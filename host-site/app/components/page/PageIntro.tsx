import type { ReactNode } from 'react';

/** The page's h1 and its lead paragraph. */
export function PageIntro({ title, children, eyebrow }: { title: ReactNode; children?: ReactNode; eyebrow?: string }) {
  return (
    <div className="page-intro">
      {eyebrow ? <p className="page-intro__eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {children ? <div className="page-intro__lead">{children}</div> : null}
    </div>
  );
}
