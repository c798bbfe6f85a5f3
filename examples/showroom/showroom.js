// The page's own script: a button that opens T.O.D. through its public API (window.TOD).
document.getElementById('ask-tod')?.addEventListener('click', () => {
  window.TOD?.open();
});
