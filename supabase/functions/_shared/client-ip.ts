// The address a request came from, for per-address rate limits. Only a keyed hash of it is ever
// stored.
//
// Which header to trust (checked for issue 31): Supabase does not document a client-address
// contract for Edge Functions. What is known: the hosted API sits behind Cloudflare, which sets
// CF-Connecting-IP itself ("provides the client IP address connecting to Cloudflare to the origin
// web server", developers.cloudflare.com/fundamentals/reference/http-headers/), overwriting any
// a client sends; a client's X-Forwarded-For reaches the project unchanged at its left (Supabase
// discussion #34647, "Is x-forwarded-for safe?": a spoofed value came through while
// cf-connecting-ip held the real address; supabase/postgres#1593: the gateway "acts transparently
// in regards to x-forwarded-for headers, does not add or delete"); and nothing says X-Real-IP is
// overwritten (discussion #52040 asks and has no answer from Supabase). A header a client can set
// would let one caller get a fresh limit per request, so X-Real-IP is not read at all.
// Order: CF-Connecting-IP, then the right-most X-Forwarded-For entry (the one the nearest proxy
// appended; the local backend appends the TCP peer there and drops a caller's CF-Connecting-IP
// and X-Real-IP). Null when neither holds an address.
import { hmacSha256 } from './hmac.ts';

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/i;

function parseAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  let address = value.trim().toLowerCase();
  // "[::1]:443" or "203.0.113.7:443"
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.startsWith('::ffff:') && IPV4.test(address.slice(7))) address = address.slice(7);
  if (IPV4.test(address))
    return address.split('.').every((part) => Number(part) <= 255) ? address : null;
  return address.includes(':') && IPV6.test(address) ? address : null;
}

export function clientIp(req: Request): string | null {
  const cloudflare = parseAddress(req.headers.get('CF-Connecting-IP'));
  if (cloudflare) return cloudflare;
  const forwarded = (req.headers.get('X-Forwarded-For') ?? '').split(',');
  return parseAddress(forwarded[forwarded.length - 1]);
}

/** HMAC-SHA-256 of the address with a server secret, as 64 hex digits: not reversible without it. */
export async function hashAddress(address: string, secret: string): Promise<string> {
  const signature = await hmacSha256(secret, address);
  return [...signature].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
