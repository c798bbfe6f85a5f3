import type { ContactSubmission } from '@tod/domain/contracts';
import { describe, expect, it } from 'vitest';
import { contactNotification } from './contactNotification.ts';
import { escapeHtml } from './escapeHtml.ts';

const submission: ContactSubmission = {
  submissionId: 'DL-1763000000000123',
  name: 'Ana <script>alert(1)</script>',
  fullName: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '(503) 555-0100',
  message: 'Door is stuck.\n<img src=x onerror=alert(1)> & "quotes"',
  streetAddress: '12 Oak St',
  city: 'Salem',
  state: 'OR',
  postalCode: '97301',
  address: '12 Oak St, Salem, OR 97301',
  userType: 'propertyManager',
  isEmergency: 'Yes',
  serviceType: 'openerRepair',
  contactReason: 'openerRepair',
  preferredDate: '2030-05-06',
  preferredTime: 'morning',
  requestType: 'Service/Estimate',
  region: 'salem',
  sourcePage: 'Contact page',
  pathname: '/contact',
  submissionDate: '2026-11-21T10:00:00.000Z',
  userAgent: 'Mozilla/5.0',
  browserInfo: { language: 'en-US', platform: 'MacIntel', screenSize: '1440x900', timeZone: 'America/Los_Angeles' },
};

describe('contactNotification', () => {
  const mail = contactNotification(submission, new Date('2026-11-21T10:00:01.000Z'));

  it('flags an emergency in the subject and names the reason, service and place', () => {
    expect(mail.subject).toBe('[EMERGENCY] Contact request: Service/Estimate – Opener repair in Salem, OR');
  });

  it('lists every submitted field with readable labels in the text part', () => {
    for (const value of [
      'DL-1763000000000123',
      'Ana Lopez',
      'ana@example.com',
      '(503) 555-0100',
      '12 Oak St',
      '97301',
      'Property manager',
      'Yes',
      'Opener repair',
      '2030-05-06',
      'Morning (8 AM to 12 PM)',
      'Salem OR',
      '/contact',
      'Mozilla/5.0',
      'America/Los_Angeles',
      '1440x900',
      'Door is stuck.',
    ]) {
      expect(mail.text).toContain(value);
    }
  });

  it('escapes the visitor text in the HTML part so no markup of theirs survives', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  });

  it('keeps line breaks of a field value out of the subject', () => {
    const multiLine = contactNotification({ ...submission, city: 'Sa\r\nlem' }, new Date());
    expect(multiLine.subject).not.toMatch(/[\r\n]/);
  });

  it.each([
    ['a vertical tab', '\u000B'],
    ['a form feed', '\u000C'],
    ['DEL', '\u007F'],
    ['NEL', '\u0085'],
    ['the line separator', '\u2028'],
    ['the paragraph separator', '\u2029'],
  ])('keeps %s in the city out of the subject (issue 37.10)', (_name, control) => {
    const mail = contactNotification({ ...submission, city: `Sa${control}lem` }, new Date());
    expect(mail.subject).toContain('in Sa lem,');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
    expect(mail.subject).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/);
  });
});

describe('escapeHtml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('contactNotification: look-alike names (issue 21.12)', () => {
  it('warns the office when a name or city mixes alphabets inside a word', () => {
    const mail = contactNotification(
      { ...submission, name: 'J\u03bfrdan Reyes', city: 'B\u043eise' },
      new Date('2026-11-21T10:00:01.000Z'),
    );
    expect(mail.text).toMatch(/^WARNING: Name mixes alphabets \(Latin \+ Greek\)/m);
    expect(mail.text).toMatch(/^WARNING: City mixes alphabets \(Latin \+ Cyrillic\)/m);
    expect(mail.html).toContain('Warning: City mixes alphabets (Latin + Cyrillic)');
  });

  it('adds no warning for names in one alphabet each, accents included', () => {
    const mail = contactNotification({ ...submission, name: 'Łukasz Żółć', city: 'Salem' }, new Date('2026-11-21T10:00:01.000Z'));
    expect(mail.text).not.toContain('WARNING');
    expect(mail.html).not.toContain('Warning:');
  });
});
