// Types for hosting-rules.mjs (Node-only build code, plain JavaScript so `node` runs it as is).
export declare const CHECKOUT_ORIGIN: string;
export declare const ASSETS_PREFIX: string;
export declare const IMMUTABLE: string;
export declare const NO_CACHE: string;
export declare const DENIED_FEATURES: string[];
export declare const NOT_FOUND_HTML: string;
export declare const ROBOTS_TXT: string;
export declare const LIMITS: { lineLength: number; headerRules: number };
export declare function listFiles(dir: string): string[];
export declare function ownFileFor(sitePath: string, files: Set<string>): string | null;
export declare function inlineScriptHashes(html: string): string[];
export declare function supabaseOrigin(url: string | undefined): string | null;
export declare function contentSecurityPolicy(options: {
  supabaseUrl?: string;
  scriptHashes?: string[];
  realtime?: boolean;
}): string;
export declare function securityHeaders(csp: string): [string, string][];
export declare function noCachePatterns(paths: string[]): string[];
export declare function matchPattern(
  pattern: string,
  sitePath: string,
): Record<string, string> | null;
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}
export interface HostingRules {
  csp: string;
  scriptHashes: string[];
  shell: string;
  served: [string, string][];
  redirects: RedirectRule[];
  headers: HeaderRule[];
}
export declare function buildRules(input: {
  files: string[];
  sitePaths: string[];
  htmlByFile: Record<string, string>;
  supabaseUrl?: string;
}): HostingRules;
export declare function renderHeaders(rules: HeaderRule[]): string;
export declare function renderRedirects(rules: HostingRules): string;
export declare function writeHostingRules(options: {
  distDir: string;
  supabaseUrl?: string;
  sitePaths?: string[];
}): HostingRules;
