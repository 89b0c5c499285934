// The address a request came from, for per-address rate limits, as the platform's proxies report
// it: Cloudflare's CF-Connecting-IP (which it overwrites), then X-Real-IP, then the right-most
// X-Forwarded-For entry (the one the nearest proxy appended; entries to its left are whatever
// the caller sent). Null when none holds an address. Only a keyed hash of it is ever stored.

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
  const real = parseAddress(req.headers.get('X-Real-IP'));
  if (real) return real;
  const forwarded = (req.headers.get('X-Forwarded-For') ?? '').split(',');
  return parseAddress(forwarded[forwarded.length - 1]);
}

/** HMAC-SHA-256 of the address with a server secret, as 64 hex digits: not reversible without it. */
export async function hashAddress(address: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(address));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
