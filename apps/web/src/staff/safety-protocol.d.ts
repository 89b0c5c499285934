// docs/safety-protocol.md as sanitized HTML, written at build time by build/safety-protocol-plugin.ts.
declare module 'virtual:harbor-safety-protocol' {
  /** The protocol's HTML, without its title. */
  export const html: string;
}
