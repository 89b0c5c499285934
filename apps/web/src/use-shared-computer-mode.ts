/**
 * Whether this tab is in shared-computer mode, kept up to date (false while prerendering and in
 * the first, hydrating render). The one hook lives in @harbor/ui, beside the form kit's drafts.
 */
export { useSharedComputerMode } from '@harbor/ui';
