/** The declarations an API report marks `// (undocumented)`: top-level exports and props/members. */
export function undocumentedNames(report: string): { exports: string[]; members: string[] };
