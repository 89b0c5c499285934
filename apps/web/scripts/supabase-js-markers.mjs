// @ts-check
/**
 * Strings found in supabase-js's code, minified or not, and in no code of Harbor's own: the
 * message of createClient's check on its URL, the X-Client-Info header's name and value, and the
 * class names of its auth and realtime clients, which it uses in its own messages.
 * check-bundle-size.mjs fails when a file of the first load holds one; the signed-out journeys of
 * e2e/first-visit.spec.ts check every script a visit loads the same way.
 */
export const SUPABASE_JS_MARKERS = [
  'supabaseUrl is required',
  'X-Client-Info',
  'supabase-js',
  'GoTrueClient',
  'RealtimeClient',
];

/**
 * The markers of supabase-js in a file's text (none: no supabase-js code).
 * @param {string} text
 * @returns {string[]}
 */
export function findSupabaseJs(text) {
  return SUPABASE_JS_MARKERS.filter((marker) => text.includes(marker));
}
