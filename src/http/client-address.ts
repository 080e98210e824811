/**
 * The client as Cloudflare sees it, for rate limits and the salted hash: an IPv4 address, or an
 * IPv6 address's /64 network, since one subscriber holds a whole /64 (docs/decisions/0008-rate-limit.md).
 */
export function clientIp(headers: Headers): string {
  return networkOf(seenAddress(headers));
}

/**
 * The client's address as the server saw it, whole (an IPv6 address not cut to its /64): kept only as
 * the evidence of a proposal's acceptance (docs/decisions/0052-proposals.md), never for a limit.
 */
export function seenAddress(headers: Headers): string {
  return (headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? 'unknown').trim();
}

export function networkOf(address: string): string {
  // The same client however its address is written: `[2001:db8::1]`, a zone, upper case, an IPv4 tail.
  let ip = (/^\[([^\]]*)\](?::\d+)?$/.exec(address.trim())?.[1] ?? address.trim()).split('%')[0].toLowerCase();
  if (!ip.includes(':')) return ip;
  const tail = /(?<=:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return ip;
    ip = `${ip.slice(0, tail.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const [head, rest, extra] = ip.split('::');
  if (extra !== undefined) return ip;
  const front = head ? head.split(':') : [];
  const back = rest ? rest.split(':') : [];
  const groups = rest === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return ip;
  const numbers = groups.map((group) => parseInt(group, 16));
  // An IPv4-mapped address (::ffff:a.b.c.d, however written) is that IPv4 client.
  if (numbers.slice(0, 5).every((group) => group === 0) && numbers[5] === 0xffff) {
    return [numbers[6] >> 8, numbers[6] & 255, numbers[7] >> 8, numbers[7] & 255].join('.');
  }
  return `${numbers
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The network the client's address belongs to, for the wider limit of docs/decisions/0008-rate-limit.md:
 * an IPv6 /48 (what one site is routed; it holds 65,536 /64s) or an IPv4 /24. An address that does
 * not parse stays itself.
 */
export function wideNetworkOf(client: string): string {
  const v6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(client);
  if (v6) return `${v6.slice(1, 4).join(':')}::/48`;
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(client);
  return v4 ? `${v4[1]}.0/24` : client;
}
