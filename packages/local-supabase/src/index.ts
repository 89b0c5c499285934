export { startLocalSupabase, DEFAULT_PORT, DEFAULT_DATA_DIR } from './server.js';
export type { LocalSupabaseOptions, LocalSupabase } from './server.js';
export { DEMO_JWT_SECRET, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from './keys.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF } from './demo-accounts.js';
export type { DemoAccount } from './demo-accounts.js';
export { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './stripe/emulator.js';
export { openSchemaDatabase } from './db/database.js';
export { generateDatabaseTypes } from './typegen.js';
