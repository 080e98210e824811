import { describe, expect, it } from 'vitest';
import { emailKey, isEmailAddress, isMailboxAddress, mailboxKey } from './email-key';

describe('mailboxKey', () => {
  it.each([
    [
      'gives the spellings of one mailbox one key',
      'victim@example.com',
      ['victim+1@example.com', 'victim+2@example.com', 'victim+zz@example.com', ' VICTIM@Example.COM ', 'Victim+Promo@example.com.'],
    ],
    [
      'drops the dots of a Gmail local part and reads googlemail.com as gmail.com',
      'jeantremblay@gmail.com',
      ['jean.tremblay@gmail.com', 'J.E.A.N.Tremblay+x.y@gmail.com', 'jean.tremblay@googlemail.com', 'jeantremblay@gmail.com.'],
    ],
  ] as const)('%s', (_, key, spellings) => {
    expect(new Set([key, ...spellings].map(mailboxKey))).toEqual(new Set([key]));
  });

  it('keeps the dots elsewhere, and two mailboxes stay two', () => {
    expect(mailboxKey('jean.tremblay@example.com')).toBe('jean.tremblay@example.com');
    expect(mailboxKey('jean.tremblay@example.com')).not.toBe(mailboxKey('jeantremblay@example.com'));
    expect(mailboxKey('victim@example.com')).not.toBe(mailboxKey('victim@example.org'));
    expect(mailboxKey('victim@example.com')).not.toBe(mailboxKey('victime@example.com'));
    expect(mailboxKey('jean-pierre@example.com')).not.toBe(mailboxKey('jean@example.com'));
  });

  it('reads a + that starts the local part as part of the name, not a tag', () => {
    expect(mailboxKey('+a@example.com')).toBe('+a@example.com');
    expect(mailboxKey('+a@example.com')).not.toBe(mailboxKey('+b@example.com'));
    expect(mailboxKey('+a+b@example.com')).toBe('+a@example.com');
  });

  it('starts from emailKey: accents composed, Unicode lower case', () => {
    expect(mailboxKey('E\u0301RIC+x@Exemple.ca')).toBe(emailKey('éric@exemple.ca'));
    expect(mailboxKey('not an address')).toBe('not an address');
  });
});

describe('isEmailAddress: the domain', () => {
  it('takes a dotted public domain, international ones too', () => {
    for (const address of ['ada@example.com', 'ada@mail.example.co.uk', 'ada@b.c', 'éric@exemple.québec', 'ada@123.example', 'ada@x1.ca'])
      expect(isEmailAddress(address), address).toBe(true);
  });

  it('refuses an IP literal, a trailing dot, an empty label and a single-label host', () => {
    for (const address of [
      'victim@[127.0.0.1]',
      'victim@[IPv6:::1]',
      'victim@127.0.0.1',
      'victim@example.com.',
      'victim@.example.com',
      'victim@example..com',
      'victim@localhost',
      'victim@com',
      'victim@ex:ample.com',
    ])
      expect(isEmailAddress(address), address).toBe(false);
  });

  it('still finds such an address among what we hold (privacy look-ups)', () => {
    for (const address of ['victim@[127.0.0.1]', 'victim@example.com.', 'victim@localhost']) expect(isMailboxAddress(address), address).toBe(true);
    expect(isMailboxAddress('a@b,c@evil.example')).toBe(false);
  });
});
