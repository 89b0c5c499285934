/** Types of prerender.mjs for TypeScript callers (e2e/global-setup.ts). */
export function prerenderSite(options?: {
  root?: string;
  outDir?: string;
  log?: (line: string) => void;
}): Promise<string[]>;
