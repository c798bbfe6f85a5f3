// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_KEY, EARLY_INPUT_RECORDER, replayEarlyInput } from './earlyInput.ts';

/** The element with this id; the test fails here if the markup lacks it. */
function byId<T extends Element>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} in the test markup`);
  return element as unknown as T;
}

const startRecorder = () => new Function(EARLY_INPUT_RECORDER)();
const recorded = () => (window as unknown as Record<string, unknown[] | undefined>)[EARLY_INPUT_KEY];

/** What a visitor does to a control on the bare HTML: the value changes, then the browser's events. */
function choose(control: HTMLInputElement | HTMLSelectElement, value: string | boolean) {
  if (typeof value === 'boolean') (control as HTMLInputElement).checked = value;
  else control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The values a component's handlers would see, per event type, in order. */
function listen(control: HTMLInputElement | HTMLSelectElement) {
  const seen: string[] = [];
  for (const type of ['input', 'change', 'click']) {
    control.addEventListener(type, () => {
      const checkable = control.type === 'checkbox' || control.type === 'radio';
      seen.push(`${type}:${checkable ? String((control as HTMLInputElement).checked) : control.value}`);
    });
  }
  return seen;
}

/** A page with one text input, whose visitor typed `value` into it on the bare HTML. */
function textInputChosenEarly(id: string, value: string): HTMLInputElement {
  document.body.innerHTML = `<input id="${id}" type="text">`;
  startRecorder();
  const input = byId<HTMLInputElement>(id);
  choose(input, value);
  return input;
}

function hydrate() {
  document.documentElement.dataset.hydrated = 'true';
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  replayEarlyInput();
});

describe('early input', () => {
  it("gives each control its visitor's last choice after hydration set it back, through the events React listens to", () => {
    document.body.innerHTML = `
      <select id="theme"><option value="system">System</option><option value="dark">Dark</option><option value="light">Light</option></select>
      <input id="zip" type="text" value="">
      <input id="agree" type="checkbox">`;
    startRecorder();
    const theme = byId<HTMLSelectElement>('theme');
    const zip = byId<HTMLInputElement>('zip');
    const agree = byId<HTMLInputElement>('agree');
    choose(theme, 'light');
    choose(theme, 'dark');
    choose(zip, '97201');
    choose(agree, true);

    // Hydration puts the component's state back on a controlled control.
    theme.value = 'system';
    zip.value = '';
    agree.checked = false;
    hydrate();
    const seen = { theme: listen(theme), zip: listen(zip), agree: listen(agree) };
    replayEarlyInput();

    expect(theme.value).toBe('dark');
    expect(seen.theme).toEqual(['input:dark', 'change:dark']);
    expect(zip.value).toBe('97201');
    expect(seen.zip).toEqual(['input:97201', 'change:97201']);
    expect(agree.checked).toBe(true);
    expect(seen.agree).toContain('click:true');
  });

  it('makes the choice again even where the control still shows it (the state may differ)', () => {
    const name = textInputChosenEarly('name', 'Dana');
    hydrate();
    const seen = listen(name);
    replayEarlyInput();
    expect(name.value).toBe('Dana');
    expect(seen).toEqual(['input:Dana', 'change:Dana']);
  });

  it('records nothing once the page has hydrated, and replays only once', () => {
    const zip = textInputChosenEarly('zip', '97201');
    hydrate();
    choose(zip, '98660');
    expect(recorded()).toHaveLength(2); // the input and change events of the first choice
    replayEarlyInput();
    expect(recorded()).toBeUndefined();
    const seen = listen(zip);
    replayEarlyInput();
    expect(seen).toEqual([]);
  });

  it('taps once more each disclosure button tapped an odd number of times before hydration, and no other button', () => {
    document.body.innerHTML = `
      <button id="menu" aria-expanded="false"><svg><path id="menu-icon"></path></svg></button>
      <button id="services" aria-expanded="false">Services</button>
      <button id="plain">Send</button>`;
    startRecorder();
    byId('menu-icon').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    byId<HTMLButtonElement>('services').click();
    byId<HTMLButtonElement>('services').click();
    byId<HTMLButtonElement>('plain').click();
    hydrate();
    byId<HTMLButtonElement>('services').click(); // after hydration: React handles it, nothing to replay
    const clicks: string[] = [];
    document.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    replayEarlyInput();
    expect(clicks).toEqual(['menu']);
  });

  it('leaves out what is not a form control, a control that is gone, and a file input', () => {
    document.body.innerHTML = '<div id="editable" contenteditable="true"></div><input id="gone" type="text"><input id="file" type="file">';
    startRecorder();
    byId('editable').dispatchEvent(new Event('input', { bubbles: true }));
    const gone = byId<HTMLInputElement>('gone');
    choose(gone, 'typed');
    const file = byId<HTMLInputElement>('file');
    file.dispatchEvent(new Event('change', { bubbles: true }));
    expect(recorded()?.map((input) => (input as { control: Element }).control.id)).toEqual(['gone', 'gone', 'file']);
    gone.remove();
    hydrate();
    const seen = listen(file);
    expect(() => replayEarlyInput()).not.toThrow();
    expect(seen).toEqual([]);
  });
});
