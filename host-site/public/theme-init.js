// Runs blocking in <head> before the first paint so a stored light/dark choice never flashes.
// An external file, so a strict Content-Security-Policy needs no 'unsafe-inline'.
// The key is THEME_STORAGE_KEY of domain/src/siteFacts.ts (theme.test.ts checks they match).
(function () {
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') document.documentElement.setAttribute('data-theme', stored);
  } catch (error) {
    // Storage blocked: the CSS follows prefers-color-scheme.
  }
})();
