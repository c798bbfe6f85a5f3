// The React wrapper under exactOptionalPropertyTypes: a prop the app leaves undefined is accepted.
import type { TodRegion } from '@tod/widget';
import { TodWidget, useTod } from '@tod/widget/react';

export function Page({ region, accent }: { region: TodRegion; accent?: string | undefined }) {
  const { api, unread } = useTod();
  return (
    <>
      <button type="button" onClick={() => api?.open({ message: 'Is this door in stock?' })}>
        Ask us ({unread})
      </button>
      <TodWidget apiBase="https://chat.example.com" region={region} accent={accent} launcher="none" />
      {/* @ts-expect-error 'mars' is no service region */}
      <TodWidget region="mars" />
    </>
  );
}
