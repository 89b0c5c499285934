// HMAC-SHA-256 with Web Crypto (Deno's and Node's `crypto.subtle`), for the functions' signed
// tokens and hashed addresses.

const encoder = new TextEncoder();

/** The HMAC-SHA-256 of `message` under `secret`, as raw bytes. */
export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}
