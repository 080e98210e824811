import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';
import { newText } from './quote-cut';

const history = ['', '> Bonjour Marie,', '>', '> Merci pour votre demande.', '> -- ', '> Mont-Royal Numérique'];

describe('newText: the quoted history is cut, in French and English, as each mail program writes it', () => {
  it.each([
    ['Gmail, English', 'On Mon, Nov 30, 2026 at 2:05 PM Mont-Royal Numérique <reply+abc@reply.example.com> wrote:'],
    ['Gmail, English, wrapped', 'On Mon, Nov 30, 2026 at 2:05 PM Mont-Royal Numérique <\nreply+abc@reply.example.com> wrote:'],
    ['Gmail, French', 'Le lun. 30 nov. 2026, à 14 h 05, Mont-Royal Numérique <reply+abc@reply.example.com> a écrit :'],
    ['Gmail, French, wrapped', 'Le lun. 30 nov. 2026, à 14 h 05, Mont-Royal Numérique <\nreply+abc@reply.example.com> a écrit :'],
    ['Apple Mail, English', 'On Nov 30, 2026, at 14:05, Mont-Royal Numérique <reply+abc@reply.example.com> wrote:'],
    ['Apple Mail, French', 'Le 30 nov. 2026 à 14:05, Mont-Royal Numérique <reply+abc@reply.example.com> a écrit :'],
    [
      'Outlook, English',
      '________________________________\nFrom: Mont-Royal Numérique <formulaires@example.com>\nSent: Monday, November 30, 2026 2:05 PM\nTo: Marie Tremblay <marie@example.org>\nSubject: Re: Your quote request',
    ],
    [
      'Outlook, French',
      '________________________________\nDe : Mont-Royal Numérique <formulaires@example.com>\nEnvoyé : lundi 30 novembre 2026 14:05\nÀ : Marie Tremblay <marie@example.org>\nObjet : Re: Votre demande',
    ],
    ['Outlook, classic', '-----Original Message-----\nFrom: Mont-Royal Numérique'],
    ['Outlook, classic French', "-----Message d'origine-----\nDe : Mont-Royal Numérique"],
  ])('%s', (_, header) => {
    const text = ['Merci, nous voulons aussi une version anglaise.', '', 'Marie', '', header, ...history].join('\r\n');
    expect(newText(text)).toBe('Merci, nous voulons aussi une version anglaise.\n\nMarie');
  });

  it('keeps answers written between quotes, and cuts only the trailing quoted lines', () => {
    expect(newText('> Quel budget ?\n15 000 $\n\n> Quand ?\nEn mars.\n\n> Merci\n> -- \n')).toBe('> Quel budget ?\n15 000 $\n\n> Quand ?\nEn mars.');
  });

  it('keeps a text without history whole, signature included, and a line that merely starts with From', () => {
    expect(newText('From: our side, the budget is fixed.\n\nCordialement,\nMarie')).toBe('From: our side, the budget is fixed.\n\nCordialement,\nMarie');
  });

  it('leaves nothing of a message that is only history', () => {
    expect(newText('On Mon, Nov 30, 2026 at 2:05 PM A <a@b.c> wrote:\n> hello')).toBe('');
  });
});

describe('htmlToText: an HTML-only message as plain text', () => {
  it('drops scripts, styles and tags, decodes entities and marks quotes', () => {
    const html =
      '<html><head><style>p{color:red}</style><script>alert(1)</script></head><body><p>Bonjour,<br>le budget&nbsp;: 15&#8239;000&nbsp;$ &eacute;tait <b>fixe</b>.</p>' +
      '<img src="x" onerror="alert(2)"><script>steal()</script><blockquote><p>Votre demande</p></blockquote></body></html>';
    expect(htmlToText(html)).toBe('Bonjour,\nle budget : 15\u202f000 $ était fixe.\n\n> Votre demande');
  });

  it("treats Gmail's quote block as quoted", () => {
    const text = htmlToText('<div dir="ltr">Yes please.</div><br><div class="gmail_quote"><div>On Mon, A wrote:</div><blockquote>old</blockquote></div>');
    expect(newText(text)).toBe('Yes please.');
  });
});
