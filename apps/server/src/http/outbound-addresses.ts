import ipaddr from 'ipaddr.js';

/**
 * Which network addresses an outbound request may connect to, and which hosts an operator lets
 * through anyway (OUTBOUND_ALLOW). Only public unicast addresses are reachable: a webhook URL is
 * typed by a client's form manager, and anything internal (loopback, the private networks, the
 * cloud metadata service on 169.254.169.254, the database next door) would turn the server into
 * their proxy into our network (SSRF).
 */

/**
 * The only ranges (ipaddr.js names) an outbound request may reach. Everything else is refused:
 * loopback, unspecified (0.0.0.0/8, ::), private (10/8, 172.16/12, 192.168/16), link-local
 * (169.254/16, fe80::/10), carrier-grade NAT (100.64/10), multicast, broadcast, the reserved and
 * documentation blocks, unique local (fc00::/7), site-local, discard, 6to4, Teredo, ORCHID and
 * the other special IPv6 blocks.
 */
const REACHABLE_RANGES: ReadonlySet<string> = new Set(['unicast']);

/**
 * IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, SIIT ::ffff:0:a.b.c.d,
 * NAT64 64:ff9b::/96): judged by that IPv4 address, so ::ffff:127.0.0.1 is loopback. The
 * local-use NAT64 prefix 64:ff9b:1::/48 is refused outright (it leads into the operator's own
 * network).
 */
const EMBEDDING_RANGES: ReadonlySet<string> = new Set(['ipv4Mapped', 'rfc6145']);
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

/** Why an address may not be reached (the ipaddr.js range name), or null when it may. */
export function refusedRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return 'invalid';
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (EMBEDDING_RANGES.has(v6.range()) || v6.match(NAT64_WELL_KNOWN)) {
      return refusedRange(embeddedIPv4(v6));
    }
  }
  const range = parsed.range();
  return REACHABLE_RANGES.has(range) ? null : range;
}

/** The IPv4 address in the last 32 bits (::ffff:a.b.c.d, ::ffff:0:a.b.c.d, 64:ff9b::a.b.c.d). */
function embeddedIPv4(address: ipaddr.IPv6): string {
  const bytes = address.toByteArray().slice(12);
  return bytes.join('.');
}

/** True when `host` is an IP address literal (IPv6 with or without brackets). */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ''));
}

/** One OUTBOUND_ALLOW entry: a host name or address, and a port (any port when absent). */
export interface TOutboundAllowEntry {
  host: string;
  port: number | null;
}

/** A host as compared: lower case, IPv6 without brackets and in its shortest form. */
function normalHost(host: string): string {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? ipaddr.parse(bare).toString() : bare.replace(/\.$/, '');
}

/**
 * Parses OUTBOUND_ALLOW: a comma-separated list of `host[:port]`, an IPv6 address in brackets
 * (`[fd00::5]:8080`). Throws on an entry that is not a host (with a port from 1 to 65535).
 */
export function parseOutboundAllow(text: string | undefined): TOutboundAllowEntry[] {
  if (!text?.trim()) return [];
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      if (!URL.canParse(`http://${entry}`))
        throw new Error(`invalid OUTBOUND_ALLOW entry ${entry}`);
      const url = new URL(`http://${entry}`);
      if (url.pathname !== '/' || url.username || url.search || url.hash) {
        throw new Error(`invalid OUTBOUND_ALLOW entry ${entry}`);
      }
      const explicitPort = /:(\d+)$/.test(entry);
      return {
        host: normalHost(url.hostname),
        port: explicitPort ? Number(/:(\d+)$/.exec(entry)?.[1]) : null,
      };
    });
}

/** True when `host` on `port` is named by an OUTBOUND_ALLOW entry. */
export function isAllowedHost(
  allow: readonly TOutboundAllowEntry[],
  host: string,
  port: number,
): boolean {
  const wanted = normalHost(host);
  return allow.some(
    (entry) => entry.host === wanted && (entry.port === null || entry.port === port),
  );
}
