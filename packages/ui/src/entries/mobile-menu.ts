/**
 * `@harbor-help/ui/mobile-menu`: the slide-out menu of narrow screens on its own. `Header` already
 * loads it lazily; import it here only to use it without `Header`.
 */
export { MobileMenu } from '../mobile-menu';
export type { MobileMenuProps } from '../mobile-menu';
