import { MutationCache, QueryCache, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '@tod/domain/contracts';
import { ADMIN_COPY, BRAND_NAME } from '@tod/domain/facts';
import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { AdminHeader } from './AdminHeader.tsx';
import { AdminApiError, adminFetch, setCsrfToken } from './adminApi.ts';
import { useAlertSettings } from './alerts/useAlertSettings.ts';
import { PageTitleContext, useTabTitle } from './alerts/useTabTitle.ts';
import { InboxPage } from './InboxPage.tsx';
import { ItemPage } from './ItemPage.tsx';
import { RingingBanner } from './live/RingingBanner.tsx';
import { useLiveOffice } from './live/useLiveOffice.ts';
import { SignInPage } from './SignInPage.tsx';
import { forgetSignedIn, listenForSignOut, SESSION_KEY } from './signOut.ts';
import { UndoCloseProvider } from './UndoClose.tsx';
import { useInboxEvents } from './useInboxEvents.ts';

export { SESSION_KEY } from './signOut.ts';

/** The signed-in session, or null when there is none (a 401, or no sign-in hint cookie: then nothing is asked). */
async function fetchSession(): Promise<StaffSession | null> {
  if (!document.cookie.split(';').some((part) => part.trim() === 'tod_admin_signed_in=1')) return null;
  try {
    const session = await adminFetch<StaffSession>('/api/admin/session');
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) return null;
    throw error;
  }
}

function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failures, error) => !(error instanceof AdminApiError && error.status < 500) && failures < 2,
      },
    },
    // A session that ended (signed out elsewhere, timed out) sends every page back to sign-in.
    queryCache: new QueryCache({ onError: (error) => signedOutOn(error, client) }),
    mutationCache: new MutationCache({ onError: (error) => signedOutOn(error, client) }),
  });
  return client;
}

function signedOutOn(error: unknown, client: QueryClient): void {
  if (error instanceof AdminApiError && error.status === 401) forgetSignedIn(client);
}

/** The office inbox at /admin: sign-in, then the list and the detail (client-rendered, TanStack Query for server state). */
export function AdminApp() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AdminSession />
    </QueryClientProvider>
  );
}

function AdminSession() {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 });
  // Another tab of this browser signed out: this one shows nothing of the inbox either.
  useEffect(() => listenForSignOut(() => forgetSignedIn(queryClient)), [queryClient]);
  const signedOut = session.data === null;
  // However the session ended (here, another tab, elsewhere, a timeout), nothing it fetched stays in memory.
  useEffect(() => {
    if (signedOut) forgetSignedIn(queryClient);
  }, [signedOut, queryClient]);
  if (session.isPending) {
    return (
      <main id="main" className="admin">
        <h1 className="admin-title">
          {BRAND_NAME} admin: {ADMIN_COPY.title}
        </h1>
        <p aria-live="polite">Loading…</p>
      </main>
    );
  }
  if (!session.data) {
    return (
      <SignInPage
        onSignedIn={(signedIn) => {
          setCsrfToken(signedIn.csrfToken);
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
          queryClient.setQueryData(SESSION_KEY, signedIn);
        }}
      />
    );
  }
  return <SignedIn session={session.data} />;
}

function SignedIn({ session }: { session: StaffSession }) {
  const [alerts, changeAlerts] = useAlertSettings(session.staff.id);
  const { live, announcement } = useInboxEvents({ emergencySound: alerts.emergencySound });
  useLiveOffice({ ringSound: alerts.ringSound });
  const [page, setPage] = useState<string | undefined>();
  useTabTitle(page);
  return (
    <div className="admin">
      <AdminHeader session={session} live={live} alerts={alerts} onAlertsChange={changeAlerts} />
      <RingingBanner />
      <p className="visually-hidden admin-announcer" role="status">
        {announcement}
      </p>
      <PageTitleContext.Provider value={setPage}>
        <UndoCloseProvider>
          <Routes>
            <Route index element={<InboxPage session={session} />} />
            <Route path="items/:id" element={<ItemPage session={session} />} />
            <Route path="*" element={<InboxPage session={session} />} />
          </Routes>
        </UndoCloseProvider>
      </PageTitleContext.Provider>
    </div>
  );
}
