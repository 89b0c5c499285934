// @harbor/local-supabase is plain JavaScript typed with JSDoc, and the web tsconfig does not read
// JavaScript, so the part of its API the browser tests use is declared here (its documented
// contract: packages/local-supabase/src/server.js).
declare module '@harbor/local-supabase' {
  export interface LocalSupabaseOptions {
    port?: number;
    host?: string;
    dataDir?: string;
    reset?: boolean;
    jwtExpirySeconds?: number;
    quiet?: boolean;
    siteUrl?: string;
    allowedOrigins?: string[];
    /** Ask new members to confirm their email before they can sign in (GoTrue's default). */
    confirmEmail?: boolean;
    /** The least time between two confirmation emails to one address (GoTrue: 60 s). */
    emailSendIntervalSeconds?: number;
  }
  export interface LocalSupabase {
    url: string;
    port: number;
    anonKey: string;
    serviceRoleKey: string;
    outboxUrl: string;
    dataDir: string;
    stop(): Promise<void>;
  }
  export function startLocalSupabase(options?: LocalSupabaseOptions): Promise<LocalSupabase>;
}
