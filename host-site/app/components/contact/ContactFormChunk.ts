/**
 * What the footer's DeferredContactForm loads with import(). /contact imports ContactForm statically;
 * a dynamic import of that same file could not split it out (the bundler warns so), while importing
 * this module gives the footer its own chunk boundary and leaves ContactForm in its shared chunk.
 */
export { ContactForm } from './ContactForm.tsx';
