// Where things are. This module must stay at the top of src/: the build bundles it into
// dist/index.js, and src/ and dist/ both sit directly inside the package folder, so the same
// `..` finds the package from either.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(PACKAGE_DIR, '..', '..');
/** The SQL of what the Supabase platform provides (roles, the auth and storage schemas). */
export const SQL_DIR = path.join(PACKAGE_DIR, 'sql');
export const DEFAULT_SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
export const DEFAULT_TEMPLATE_ROOT = path.join(PACKAGE_DIR, '.template');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.local-supabase', 'data');
export const DEFAULT_FUNCTIONS_DIR = path.join(DEFAULT_SUPABASE_DIR, 'functions');
export const DEFAULT_FUNCTIONS_CACHE = path.join(PACKAGE_DIR, '.data', 'functions');
