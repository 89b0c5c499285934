interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The React major the test expects ('18' or '19'), set by scripts/consumer-test.mjs. */
  readonly VITE_EXPECTED_REACT?: string;
}
