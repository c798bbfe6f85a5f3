import { understandingSchema } from '@tod/domain';
import { describe, expect, it } from 'vitest';
import { getLocalUnderstanding } from './localUnderstanding.ts';

const local = getLocalUnderstanding();
const understand = (message: string, lastAssistant?: string) =>
  local.understand(message, { history: lastAssistant ? [{ role: 'assistant', content: lastAssistant }] : [] });
const intentsOf = (message: string) => understand(message).intents.map(({ intent }) => intent);

describe('local understanding', () => {
  it('returns an Understanding the contract accepts', () => {
    expect(() => understandingSchema.parse(understand('my spring broke, how much?'))).not.toThrow();
  });

  it('reads several intents in one message', () => {
    expect(intentsOf('my opener died, can someone come tomorrow?')).toEqual(expect.arrayContaining(['report_problem', 'booking']));
  });

  it('names the door problem', () => {
    expect(understand('my garage door spring broke last night').problem?.kind).toBe('spring');
    expect(understand('the opener hums but the door does not move').problem?.kind).toBe('opener');
  });

  it('tells Spanish from English, and keeps the conversation language for a bare "ok"', () => {
    expect(understand('se rompió el resorte de mi puerta de garaje').language).toBe('es');
    expect(understand('my door is stuck').language).toBe('en');
    expect(local.understand('ok', { history: [{ role: 'user', content: 'la puerta no abre' }] }).language).toBe('es');
  });

  it('keeps the conversation language for a bare name, phone and city: names and places tell no language', () => {
    const details = 'Lou Hart 503-555-0306 Salem';
    expect(local.understand(details, { history: [{ role: 'user', content: 'door problem, need someone out asap' }] }).language).toBe('en');
    expect(local.understand(details, { history: [{ role: 'user', content: 'la puerta no abre' }] }).language).toBe('es');
  });

  it('keeps an English conversation English on a bare "yo", and a Spanish one Spanish (decision 0260)', () => {
    expect(local.understand('yo', { history: [{ role: 'user', content: 'my door is stuck' }] }).language).toBe('en');
    expect(local.understand('yo', { history: [], locale: 'en' }).language).toBe('en');
    expect(local.understand('yo', { history: [{ role: 'user', content: 'la puerta no abre' }] }).language).toBe('es');
    expect(local.understand('yo', { history: [], locale: 'es' }).language).toBe('es');
  });

  it('reads a name and a phone read out in words as the answer to "your name and phone?" (decisions 0261, 0262)', () => {
    const asked = 'What is your name and the best phone number to reach you?';
    expect(understand('dana five oh three five five five zero one five six', asked).entities).toMatchObject({
      name: 'Dana',
      phone: '(503) 555-0156',
    });
    expect(understand('Price, Dana, cinco cero tres cinco cinco cinco cero uno cuatro dos', asked).entities).toMatchObject({
      name: 'Dana Price',
      phone: '(503) 555-0142',
    });
  });

  it('keeps English after the visitor gave a Spanish-sounding name earlier in the conversation', () => {
    const history = [
      { role: 'user' as const, content: 'my spring snapped and the door won’t open' },
      { role: 'assistant' as const, content: 'I can get a technician to you. What is your name?' },
      { role: 'user' as const, content: 'Maria Lopez' },
      { role: 'assistant' as const, content: 'Thanks, Maria. What is the best phone number to reach you?' },
    ];
    expect(local.understand('503-555-0142', { history }).language).toBe('en');
  });

  it('reads a phone in national format and the name as given', () => {
    const { entities } = understand("My garage door spring snapped this morning. I'm Dana Price, 503-555-0142, in Portland.");
    expect(entities).toMatchObject({ name: 'Dana Price', phone: '(503) 555-0142', city: 'Portland' });
  });

  it.each([
    ["I'm José Nuñez, 503-555-0101", 'José Nuñez'],
    ['Zoë Müller, Tigard, 971-555-0188', 'Zoë Müller'],
    ['my name is Łukasz Żółć', 'Łukasz Żółć'],
    ['Nguyễn Văn An 503-555-0175', 'Nguyễn Văn An'],
  ])('keeps %j whole', (message, name) => {
    expect(understand(message).entities.name).toBe(name);
  });

  it('reads brand, door size and ZIP', () => {
    expect(understand('do you install LiftMaster openers?').entities.brand).toBe('LiftMaster');
    expect(understand('i need a new 16x7 door').entities.doorSize).toBe('16x7');
    expect(understand("I'm over in Tualatin 97062").entities.zip).toBe('97062');
  });

  describe('corrections and other people (issue 23.4)', () => {
    it('a question about another town and a sister corrects nothing and is about someone else', () => {
      const result = understand('Do you also work in Tigard? My sister lives there and her opener is dead.');
      expect(result.corrects).toEqual([]);
      expect(result.aboutSomeoneElse).toBe(true);
    });

    it('"sorry, it\'s Tigard, not Portland" corrects the city to Tigard', () => {
      const result = understand("sorry, it's Tigard, not Portland");
      expect(result.corrects).toEqual(['city']);
      expect(result.entities.city).toBe('Tigard');
      expect(result.aboutSomeoneElse).toBe(false);
    });

    it('"my number is actually …" corrects the phone', () => {
      const result = understand('my number is actually 503-555-0199');
      expect(result.corrects).toEqual(['phone']);
      expect(result.entities.phone).toBe('(503) 555-0199');
    });

    it('a first detail is no correction', () => {
      expect(understand("I'm in Tigard").corrects).toEqual([]);
    });

    it.each([
      'No, I live in Salem',
      'Please correct my city to Salem',
      'my city is Salem',
      'No, vivo en Salem',
      'Mi ciudad es Salem',
      'Por favor corrijan mi ciudad a Salem',
    ])('%j corrects the city to Salem (issue 33.1)', (message) => {
      const result = understand(message);
      expect(result.corrects).toEqual(['city']);
      expect(result.entities.city).toBe('Salem');
    });

    it.each(["yes that's correct, Salem", 'I live in Salem', 'Do you also work in Keizer? My sister lives there.', 'no, the door is fine'])(
      '%j corrects nothing',
      (message) => {
        expect(understand(message).corrects).toEqual([]);
      },
    );
  });

  describe('what the assistant asked last', () => {
    it.each([
      ['Could you share your name, phone number and city?', 'lead_details'],
      ['What is your name?', 'name'],
      ['What is the best phone number to reach you?', 'phone'],
      ['Which city is the door in?', 'city'],
      ['Are you in Portland, or somewhere nearby?', 'confirm_city'],
      ['¿Cuál es tu nombre?', 'name'],
    ])('after %j it is %s', (question, asked) => {
      expect(understand('ok', question).askedLast).toBe(asked);
    });

    it('reads a bare answer as the detail asked for', () => {
      expect(understand('Sam Ortiz', 'What is your name?').entities.name).toBe('Sam Ortiz');
      expect(understand('Salem', 'Which city is the door in?').entities.city).toBe('Salem');
      expect(understand('Salem', 'Which city is the door in?').intents.map(({ intent }) => intent)).toContain('give_details');
    });
  });

  describe('urgency signals', () => {
    it('the floor catches an emergency in Spanish', () => {
      expect(understand('la puerta golpeó a mi esposa en la cabeza').urgencySignals).toContain('struck');
      expect(understand('no puedo sacar mi troca, la puerta no sube').urgencySignals).toContain('car_trapped');
    });

    it('a door stuck open is an emergency at night only', () => {
      expect(local.understand('garage door is stuck open', { history: [], localHour: 23 }).urgencySignals).toContain('open_at_night');
      expect(local.understand('garage door is stuck open', { history: [], localHour: 14 }).urgencySignals).not.toContain('open_at_night');
    });

    it('a late technician is no door stuck open at night', () => {
      expect(understand('honestly not happy, tech showed up 3 hours late and didnt call').urgencySignals).toEqual([]);
    });

    it('"no rush" is read', () => {
      expect(understand("the door won't open but no rush, whenever you can").urgencySignals).toContain('no_rush');
    });
  });
});
