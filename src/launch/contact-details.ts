// The company's contact details as the launch check sees them: its e-mail addresses, phone, NEQ and
// social links must be real, not the samples the repository ships (docs/decisions/0026-launch-check.md).
import type { LaunchFacts } from './launch-facts';
import { siteFile, type Problem } from './problem';
import { isReservedHost } from '../text/reserved-hosts';

export function emailProblem(file: string, field: string, value: string): Problem | null {
  const match = /^[^@\s]+@([^@\s]+\.[^@\s]+)$/.exec(value);
  if (!match) return { file, field, value, reason: 'not an e-mail address' };
  if (isReservedHost(match[1])) return { file, field, value, reason: 'an e-mail address on a reserved example domain' };
  return null;
}

/** North American numbers whose exchange is 555 are fiction (555-0100 to 0199) or unassigned. */
export function phoneProblems(phone: LaunchFacts['site']['phone']): Problem[] {
  const problems: Problem[] = [];
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.e164);
  if (!/^\+\d{8,15}$/.test(phone.e164))
    problems.push({ file: siteFile, field: 'phone.e164', value: phone.e164, reason: 'not an international (E.164) number' });
  else if (nanp && nanp[2] === '555') problems.push({ file: siteFile, field: 'phone.e164', value: phone.e164, reason: 'a 555 number, reserved for fiction' });
  const shown = phone.display.replace(/\D/g, '');
  if (!phone.e164.replace(/\D/g, '').endsWith(shown) || shown.length < 7) {
    problems.push({ file: siteFile, field: 'phone.display', value: phone.display, reason: `does not match phone.e164 (${phone.e164})` });
  }
  return problems;
}

/** A Québec enterprise number has ten digits; the sample one ends in a run of zeros. */
export function neqProblem(neq: string): Problem | null {
  if (!/^\d{10}$/.test(neq)) return { file: siteFile, field: 'neq', value: neq, reason: 'a NEQ has ten digits' };
  if (/0{6,}$/.test(neq) || /^(\d)\1+$/.test(neq)) return { file: siteFile, field: 'neq', value: neq, reason: 'the sample NEQ, not the company’s' };
  return null;
}

export function socialProblems(social: LaunchFacts['site']['social']): Problem[] {
  return social.flatMap((link, index) => {
    const field = `social[${index}].url (${link.id})`;
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      return [{ file: siteFile, field, value: link.url, reason: 'not a URL' }];
    }
    const segments = url.pathname
      .split('/')
      .filter(Boolean)
      .map((part) => part.toLowerCase());
    if (isReservedHost(url.hostname) || segments.some((part) => ['example', 'your-company', 'yourcompany', 'company-name'].includes(part))) {
      return [{ file: siteFile, field, value: link.url, reason: 'an example link, not the company’s page' }];
    }
    if (url.protocol !== 'https:') return [{ file: siteFile, field, value: link.url, reason: 'not https' }];
    return [];
  });
}
