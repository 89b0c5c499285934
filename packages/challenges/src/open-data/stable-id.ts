const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over the UTF-16 code units of `text`, from `basis`. */
function fnv1a64(text: string, basis: bigint): bigint {
  let hash = basis;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash;
}

/**
 * A UUID that is always the same for the same `key` (HSDS ids are UUIDs, and a re-publish must
 * keep each record's id): two 64-bit FNV-1a hashes of the key, written as an RFC 9562 version 8
 * ("custom") UUID. Not for secrets; only stable names.
 */
export function stableUuid(key: string): string {
  const high = fnv1a64(key, 0xcbf29ce484222325n);
  const low = fnv1a64(`${key}\u0000harbor`, 0x84222325cbf29ce4n);
  const hex = (high.toString(16).padStart(16, '0') + low.toString(16).padStart(16, '0')).split('');
  hex[12] = '8'; // version 8
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16); // variant 10xx
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
