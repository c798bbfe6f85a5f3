/** The widget's release; equal to widget/package.json's version (a test checks), and the /widget/vX.Y.Z/ folder. */
export const VERSION = '1.3.0';
