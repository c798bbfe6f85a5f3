// A partner's fresh Vite + TypeScript + React app that installs the packed @tod/widget tarball
// (issue 18 point 6). Written to a temporary folder by package.desktop.spec.ts; kept as strings so the
// repository's own type-check does not compile it against the workspace sources.

/** The app's package.json: the tarball plus the versions the repository already has (npm's cache). */
export function appPackageJson(tarball: string, versions: Record<string, string>): string {
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, versions[name]]));
  return JSON.stringify(
    {
      name: 'partner-app',
      private: true,
      type: 'module',
      dependencies: { '@tod/widget': `file:${tarball}`, ...pick(['react', 'react-dom']) },
      devDependencies: pick(['@types/react', '@types/react-dom', 'typescript', 'vite']),
    },
    null,
    2,
  );
}

/** Strict, and skipLibCheck off: the package's own .d.ts files are checked too. */
export const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
});

/** The page also has the script tag (the tarball's own tod.js): with the React wrapper, still one widget. */
export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title><script src="/widget/tod.js" defer data-delay="0"></script></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>';

/** Uses every public entry: init(), the typed window.TOD, TodWidget with a ref, useTod(). */
export const MAIN_TSX = `import { type ChatEvent, init, type TodApi, type TodOptions } from '@tod/widget';
import type {} from '@tod/widget/global';
import { TodWidget, useTod } from '@tod/widget/react';
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';

const options: TodOptions = { region: 'idaho', position: 'left', offsetX: 24, context: 'Showroom: Modern Steel' };
// @ts-expect-error an option the widget does not have is a type error
const wrong: TodOptions = { colour: 'red' };
void wrong;
const widget = createRef<TodApi | null>();

function AskButton() {
  const { api, unread, open } = useTod();
  return (
    <button type="button" onClick={() => api?.open({ message: 'Is this door in stock?' })}>
      {open ? 'Chatting' : \`Ask about this door\${unread ? \` (\${unread})\` : ''}\`}
    </button>
  );
}

function App() {
  return (
    <>
      <AskButton />
      <TodWidget {...options} ref={widget} delay={0} onEvent={(event) => console.info('tod event', event.event)} />
    </>
  );
}

export function plain(): TodApi {
  const tod = init({ launcher: 'none' });
  tod.on('unread', (event) => console.info(event.unread.toFixed(0)));
  tod.on('lead_captured', (event: ChatEvent) => console.info(event.region));
  tod.identify({ name: 'Ana Ruiz', zip: '83702' });
  const fromWindow = window.TOD;
  if (fromWindow && !Array.isArray(fromWindow)) fromWindow.send('Hello');
  return tod;
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`;
