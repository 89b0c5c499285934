/** Where "Staying safe online" lives: linked from the Quick exit notes, the footer and privacy. */
export const STAYING_SAFE_ONLINE_PATH = '/staying-safe-online';
