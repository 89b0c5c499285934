/**
 * A stand-in for shared/redirect.ts in page tests, so a checkout never leaves jsdom:
 *
 *   vi.mock('../../shared/redirect', () => import('../../shared/test/mock-redirect'));
 *   import { redirectTo } from '../../shared/redirect';   // the vi.fn() below
 *
 * redirectTo records where the page would have gone; isWebUrl is the real one.
 */
import { vi } from 'vitest';
import type * as RedirectModule from '../redirect';

const actual = await vi.importActual<typeof RedirectModule>('../redirect');

export const isWebUrl = actual.isWebUrl;
export const redirectTo = vi.fn<(url: string) => void>();
