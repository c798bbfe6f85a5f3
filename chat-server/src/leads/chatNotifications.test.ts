import { describe, expect, it } from 'vitest';
import { escalationNotification, escalationPhoneNotification, leadNotification } from './chatNotifications.ts';

const receivedAt = new Date('2026-11-21T23:00:00Z');
const transcript = [
  { role: 'user' as const, content: 'spring <b>snapped</b> & door stuck' },
  { role: 'assistant' as const, content: 'Safety first.' },
];

describe('leadNotification', () => {
  it('lists the lead, marks emergencies in the subject and escapes visitor text in HTML', () => {
    const mail = leadNotification({
      sessionId: 'session_1234',
      region: 'portland-metro',
      lead: {
        name: 'Dana <script>',
        phone: '(503) 555-0100',
        city: 'Tigard\r\nBcc: x@example.com',
        issue: 'Broken spring',
        urgency: 'emergency',
      },
      transcript,
      receivedAt,
    });
    expect(mail.subject).toBe('[EMERGENCY] New chat lead: Broken spring in Tigard Bcc: x@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Phone: (503) 555-0100');
    expect(mail.text).toContain('Visitor: spring <b>snapped</b> & door stuck');
    expect(mail.html).toContain('Dana &lt;script&gt;');
    expect(mail.html).toContain('spring &lt;b&gt;snapped&lt;/b&gt; &amp; door stuck');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('escalationNotification', () => {
  it('carries the escalation id, the transcript and says when no phone was given', () => {
    const mail = escalationNotification({
      escalationId: 'ESC-1',
      sessionId: 'session_1234',
      region: 'idaho',
      lead: {},
      transcript,
      receivedAt,
      conversationCount: 2,
    });
    expect(mail.subject).toBe('Chat escalation ESC-1: visitor asked for a human');
    expect(mail.text).toContain('Phone: not given');
    expect(mail.text).toContain('Region: Idaho & Eastern Oregon');
    expect(mail.text).toContain('T.O.D.: Safety first.');
  });

  it('uses the session phone when the lead has none', () => {
    const mail = escalationNotification({
      escalationId: 'ESC-2',
      sessionId: 's_12345678',
      region: 'salem',
      lead: { urgency: 'emergency' },
      phone: '(503) 555-0175',
      transcript: [],
      receivedAt,
    });
    expect(mail.subject.startsWith('[EMERGENCY]')).toBe(true);
    expect(mail.text).toContain('Phone: (503) 555-0175');
  });
});

describe("what the office reads as T.O.D.'s words", () => {
  it("labels lines the visitor's browser sent as unverified, never as T.O.D.'s", () => {
    const mail = escalationNotification({
      escalationId: 'ESC-3',
      sessionId: 's_12345678',
      region: 'salem',
      lead: {},
      unverifiedLead: { name: 'Mallory' },
      transcript: [
        { role: 'user', content: 'hello', unverified: true },
        { role: 'assistant', content: 'SCAM: call 1-900-555-0199', unverified: true },
      ],
      receivedAt,
    });
    expect(mail.text).not.toContain('T.O.D.: SCAM');
    expect(mail.text).toContain("Assistant (unverified: not in T.O.D.'s records): SCAM");
    expect(mail.text).toContain('Visitor (unverified): hello');
    expect(mail.text).toContain('Name: Mallory (unverified');
  });

  it('sends a note on a lead with the lead unchanged', () => {
    const mail = leadNotification({
      sessionId: 's_12345678',
      region: 'portland-metro',
      lead: { name: 'Dana Price', phone: '(503) 555-0142', city: 'Portland', issue: 'Broken spring' },
      transcript,
      receivedAt,
      kind: 'note',
      note: "Sister's opener in Tigard",
    });
    expect(mail.subject).toBe('Note on chat lead: Broken spring in Portland');
    expect(mail.text).toContain("Note: Sister's opener in Tigard");
    expect(mail.text).toContain('City: Portland');
  });

  it('sends the phone given after a hand-off with its reference', () => {
    const mail = escalationPhoneNotification({
      escalationId: 'ESC-4',
      sessionId: 's_12345678',
      region: 'salem',
      lead: { phone: '(503) 555-0175', city: 'Salem' },
      receivedAt,
    });
    expect(mail.subject).toBe('Phone for chat escalation ESC-4 (Salem)');
    expect(mail.text).toContain('Phone: (503) 555-0175');
  });
});

describe('chat mails: control characters never reach a subject (issue 37.10)', () => {
  const controls = 'Sa\u000Bl\u000Ce\u007Fm\r\nBcc: x@example.com\u2028\u2029';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
  const noControls = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

  it('keeps them out of the lead, escalation and hand-off phone subjects', () => {
    const lead = { name: 'Dana', phone: '(503) 555-0100', city: controls, issue: `Broken\u000Bspring` };
    const subjects = [
      leadNotification({ sessionId: 'session_1234', region: 'salem', lead, transcript, receivedAt }).subject,
      escalationNotification({ escalationId: 'ESC-9', sessionId: 'session_1234', region: 'salem', lead, transcript, receivedAt }).subject,
      escalationPhoneNotification({ escalationId: 'ESC-9', sessionId: 'session_1234', region: 'salem', lead, receivedAt }).subject,
    ];
    for (const subject of subjects) {
      expect(subject).not.toMatch(noControls);
      expect(subject).toContain('Sa l e m Bcc: x@example.com');
    }
  });
});

describe('chat mails: look-alike names and places (issue 21.12)', () => {
  const cyrillicO = '\u043e';
  const lookAlike = { name: 'Dana Reyes', phone: '(208) 555-0100', city: `B${cyrillicO}ise`, issue: 'Broken spring' };

  it('flags a lead whose city mixes alphabets, in text and HTML', () => {
    const mail = leadNotification({ sessionId: 'session_1234', region: 'idaho', lead: lookAlike, transcript, receivedAt });
    expect(mail.text).toMatch(/^WARNING: City mixes alphabets \(Latin \+ Cyrillic\)/m);
    expect(mail.html).toContain('Warning: City mixes alphabets (Latin + Cyrillic)');
    expect(mail.text).not.toMatch(/WARNING: Name/);
  });

  it('flags a name mixing alphabets in a correction mail, and nothing for names in one script each', () => {
    const updated = leadNotification({
      sessionId: 'session_1234',
      region: 'idaho',
      lead: { ...lookAlike, name: `J${cyrillicO}hn Smith`, city: 'Boise' },
      transcript,
      receivedAt,
      kind: 'updated',
    });
    expect(updated.text).toMatch(/^WARNING: Name mixes alphabets/m);
    expect(updated.text).not.toMatch(/WARNING: City/);
    const clean = leadNotification({
      sessionId: 'session_1234',
      region: 'idaho',
      lead: { ...lookAlike, name: 'Zoë Müller Łukasz Иван', city: 'Coeur d’Alene' },
      transcript,
      receivedAt,
    });
    expect(clean.text).not.toContain('WARNING');
    expect(clean.html).not.toContain('Warning:');
  });

  it('flags an escalation whose name only the browser sent, and the phone mail of a hand-off', () => {
    const escalation = escalationNotification({
      escalationId: 'ESC-1',
      sessionId: 'session_1234',
      region: 'idaho',
      lead: {},
      unverifiedLead: { name: `P${cyrillicO}lina` },
      transcript,
      receivedAt,
    });
    expect(escalation.text).toMatch(/^WARNING: Name mixes alphabets/m);
    const phone = escalationPhoneNotification({
      escalationId: 'ESC-1',
      sessionId: 'session_1234',
      region: 'idaho',
      lead: lookAlike,
      receivedAt,
    });
    expect(phone.text).toMatch(/^WARNING: City mixes alphabets/m);
  });
});
