// Types for static-server.mjs (Node-only, plain JavaScript so `node` runs it as is).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HeaderRule, RedirectRule } from './hosting-rules.mjs';

export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function parseRedirectsFile(text: string): RedirectRule[];
export declare function headersFor(rules: HeaderRule[], sitePath: string): Record<string, string>;
export declare function forLoopback(
  headers: Record<string, string>,
  options: { secure: boolean; connectSrc?: string[] },
): Record<string, string>;
export declare function resolvePath(
  root: string,
  sitePath: string,
  redirects: RedirectRule[],
): { file: string; status: number } | { location: string; status: number } | null;
export declare function createHandler(options: {
  root: string;
  secure?: boolean;
  connectSrc?: string[];
}): (request: IncomingMessage, response: ServerResponse) => void;
export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export declare function startStaticServer(options: {
  root: string;
  host?: string;
  port?: number;
  connectSrc?: string[];
}): Promise<StaticServer>;
