import { REGIONS, SELECTABLE_REGION_KEYS, type ServiceRegionKey } from '@tod/domain/facts';
import { TodWidget } from '@tod/widget/react';
import { useState } from 'react';

export interface AppProps {
  /** Origin of the T.O.D. chat server. */
  apiBase: string;
}

/** A property manager's maintenance desk that offers T.O.D. for garage door issues in the chosen region. */
export function App({ apiBase }: AppProps) {
  const [region, setRegion] = useState<ServiceRegionKey>('sw-washington');
  const [chatEnabled, setChatEnabled] = useState(true);
  const [eventCount, setEventCount] = useState(0);

  return (
    <>
      <header className="topbar">
        <span className="logo">Cascade Property Partners</span>
        <span className="tagline">Maintenance desk</span>
      </header>
      <main className="desk">
        <h1>Garage door trouble at one of your properties?</h1>
        <p>
          Pick the property's region and ask T.O.D., the free AI garage door assistant. It knows the local phone number and booking page for
          the region you choose.
        </p>
        <form className="controls" onSubmit={(event) => event.preventDefault()}>
          <label>
            Property region
            <select value={region} onChange={(event) => setRegion(event.currentTarget.value as ServiceRegionKey)}>
              {SELECTABLE_REGION_KEYS.map((key) => (
                <option key={key} value={key}>
                  {REGIONS[key].displayName}
                </option>
              ))}
            </select>
          </label>
          <label className="toggle">
            <input type="checkbox" checked={chatEnabled} onChange={(event) => setChatEnabled(event.currentTarget.checked)} />
            Offer the chat assistant on this page
          </label>
        </form>
        <p className="events" aria-live="polite">
          Chat events received: <output>{eventCount}</output>
        </p>
      </main>
      {chatEnabled && (
        <TodWidget apiBase={apiBase} region={region} delay={1000} theme="light" onEvent={() => setEventCount((count) => count + 1)} />
      )}
    </>
  );
}
