/**
 * The paths of the Spanish pages that link to each other (issue 25), for those pages only (the
 * route manifest, route-table.ts, maps each to its English page; spanish-paths.test.ts checks
 * that they agree).
 */

/** "Ayuda ahora": /get-help in Spanish. */
export const GET_HELP_PATH_ES = '/es/get-help';

/** "Borrar los datos de Harbor en este dispositivo": /clear-device in Spanish. */
export const CLEAR_DEVICE_PATH_ES = '/es/borrar-datos';

/** "Cómo protegerse en internet": /staying-safe-online in Spanish. */
export const STAYING_SAFE_ONLINE_PATH_ES = '/es/protegerse-en-internet';
