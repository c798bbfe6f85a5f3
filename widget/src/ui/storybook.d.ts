/** The Preact renderer's preview annotations (the package ships no types for this entry). */
declare module '@storybook/preact/entry-preview' {
  export const render: unknown;
  export const renderToCanvas: unknown;
  export const parameters: Record<string, unknown>;
}
