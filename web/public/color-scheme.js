/* global window, document */
// Runs before the app: sets Mantine's colour-scheme attribute from the remembered choice.
// The key must match COLOR_SCHEME_STORAGE_KEY in src/app/providers.tsx.
(function () {
  var scheme = 'auto';
  try {
    scheme = window.localStorage.getItem('vozimo-color-scheme') || 'auto';
  } catch {
    // storage blocked: fall back to the system preference
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
