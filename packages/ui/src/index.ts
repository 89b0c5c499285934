/**
 * `@harbor-help/ui`: every export of the kit, for compatibility. The subpaths hold the same by
 * purpose (`/locale`, `/layout`, `/mobile-menu`, `/quick-exit`, `/fields`, `/forms`, `/feedback`, `/load`,
 * `/content`); a bundler that follows them loads only what a page uses.
 */
export * from './entries/content';
export * from './entries/feedback';
export * from './entries/forms';
export * from './entries/layout';
export * from './entries/locale';
export * from './entries/mobile-menu';
export * from './entries/quick-exit';
