// Everything the provider does through the Supabase client, in one module that AuthProvider loads
// on demand (a chunk of its own in an app's build): it is only ever needed once there is a
// client, so it comes with supabase-js, never with a page's first load.
export { signOutWithScope, storeActions } from './auth-actions';
export { fetchUserData } from './fetch-user-data';
