// Runs before the stylesheet paints (loaded synchronously in <head>; the CSP forbids inline scripts) so the
// stored theme applies with no flash. Keep THEMES and the class names in step with features/theme/theme.ts.
(() => {
  const THEMES = ["light", "dark", "ocean", "forest"];
  let theme = "light";
  try {
    const stored = window.localStorage.getItem("theme");
    if (THEMES.includes(stored)) theme = stored;
  } catch {
    // Storage can be blocked (private mode, policies): the default theme is the right answer then.
  }
  const root = document.documentElement;
  root.classList.add(`theme-${theme}`);
  root.dataset.theme = theme;
})();
