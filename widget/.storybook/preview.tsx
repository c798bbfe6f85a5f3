import type { Decorator, Preview } from '@storybook/preact-vite';
import css from '../src/styles/widget.css?inline';

/** Stories render in the page (not a shadow root); the widget's one stylesheet is adopted by the document. */
function adoptWidgetStyles() {
  if (typeof document === 'undefined' || !('adoptedStyleSheets' in document)) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [
      ...document.adoptedStyleSheets.filter((existing) => !(existing as { tod?: boolean }).tod),
      Object.assign(sheet, { tod: true }),
    ];
  } catch {
    // happy-dom in the story tests has no constructable stylesheets; assertions there are about content.
  }
}

/** The toolbar's theme wins over a story's own `parameters.theme`, so every story renders in both. */
const withWidgetRoot: Decorator = (Story, context) => {
  adoptWidgetStyles();
  const theme = (context.globals.theme as string | undefined) || (context.parameters.theme as string | undefined) || 'light';
  return (
    <div class="tod" data-theme={theme} style={{ '--tod-z': '10' }}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withWidgetRoot],
  parameters: {
    layout: 'fullscreen',
    // The a11y panel runs axe on every story; the Chromium suite (e2e/widget/sdk-storybook.spec.ts) fails on any violation.
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'Widget theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: '', title: "The story's own" },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: '' },
};

export default preview;
