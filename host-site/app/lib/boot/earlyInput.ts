/*
 * What a visitor does before the page has hydrated. The modules load after the first paint (about a
 * second on a phone), and when React hydrates a controlled control (the theme and region selects, the
 * estimator, the ZIP lookup) it sets it back to the component's state, so the change was lost; a tap on
 * a menu button did nothing at all. EARLY_INPUT_RECORDER, inline in every page, notes each change with
 * what the visitor chose, and each tap on a disclosure button (one with aria-expanded: the mobile menu,
 * the header's dropdowns). replayEarlyInput, run once the page has hydrated, gives each control back its
 * last choice through the events React listens to, so the component's own onChange runs as if the
 * visitor had just made it, and taps once more each disclosure tapped an odd number of times.
 */

/** The window property the inline recorder fills and replayEarlyInput empties. */
export const EARLY_INPUT_KEY = '__todEarlyInput';

/** Inline script (part of HYDRATION_LOADER_SCRIPT): records changes until <html data-hydrated>. */
export const EARLY_INPUT_RECORDER = `(function () {
  var early = (window.${EARLY_INPUT_KEY} = []);
  function record(event) {
    var control = event.target;
    if (document.documentElement.hasAttribute('data-hydrated')) return;
    if (!control || !/^(INPUT|SELECT|TEXTAREA)$/.test(control.tagName)) return;
    early.push({ control: control, value: control.value, checked: control.checked });
  }
  function recordTap(event) {
    if (document.documentElement.hasAttribute('data-hydrated')) return;
    var target = event.target;
    var toggle = target && target.closest ? target.closest('button[aria-expanded]') : null;
    if (toggle) early.push({ toggle: toggle });
  }
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  document.addEventListener('click', recordTap, true);
})();`;

interface EarlyChoice {
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  value: string;
  checked: boolean;
}

interface EarlyTap {
  toggle: HTMLButtonElement;
}

type EarlyInput = EarlyChoice | EarlyTap;

type RecordingWindow = Window & { [EARLY_INPUT_KEY]?: EarlyInput[] | undefined };

/**
 * Re-enacts, once, the last recorded choice of each control. Call it after the page has hydrated (after
 * <html data-hydrated> is set, so the re-enacted events are not recorded again).
 */
export function replayEarlyInput(win: RecordingWindow = window): void {
  const recorded = win[EARLY_INPUT_KEY];
  win[EARLY_INPUT_KEY] = undefined;
  if (!recorded?.length) return;
  const lastChoice = new Map<EarlyChoice['control'], EarlyChoice>();
  const taps = new Map<HTMLButtonElement, number>();
  for (const input of recorded) {
    if ('toggle' in input) taps.set(input.toggle, (taps.get(input.toggle) ?? 0) + 1);
    else lastChoice.set(input.control, input);
  }
  for (const input of lastChoice.values()) if (input.control.isConnected) reenact(input);
  // Two taps opened and closed it again: nothing to do.
  for (const [toggle, count] of taps) if (count % 2 === 1 && toggle.isConnected) toggle.click();
}

/**
 * Makes the choice again the way a visitor does, whatever the control shows now: React may have set it
 * back already or may do so on its next render, and its state is what counts. The control is first set
 * to something else through its own property (which React watches), so React sees the choice as a change
 * and calls the component's onChange with it.
 */
function reenact({ control, value, checked }: EarlyChoice): void {
  if (control.tagName === 'INPUT' && (control.type === 'checkbox' || control.type === 'radio')) {
    const checkable = control as HTMLInputElement;
    checkable.checked = !checked;
    // React's onChange for these follows the click, which also sets `checked`.
    checkable.click();
    return;
  }
  // A file input cannot be given a value; its choice stays with the browser.
  if (control.tagName === 'INPUT' && control.type === 'file') return;
  control.value = value === '' ? ' ' : '';
  // The prototype's setter: one through the element would tell React the value it is about to see.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
