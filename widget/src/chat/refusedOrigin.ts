/**
 * The console warning for a refused origin, with the fix (issue 18.4). In the refused-origin chunk
 * (components/RefusedWindow.tsx), which only a refused page loads.
 */
export function refusedOriginWarning(pageOrigin: string, apiBase: string): string {
  return `[T.O.D.] ${apiBase} refuses this origin, so visitors see the phone instead of the chat. Fix: add ${pageOrigin} to CORS_ORIGINS on that server.`;
}
