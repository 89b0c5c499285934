import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { answer } from '../../shared/test/fake-supabase';
import DownloadBundlePage from './download-bundle';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

const download = (n: number) => ({
  bundle: 'healing-bundle',
  title: 'Healing Bundle',
  fileName: 'harbor-healing-bundle.md',
  url: `http://127.0.0.1:54321/storage/v1/object/sign/bundles/harbor-healing-bundle.md?token=t${n}`,
  expiresAt: '2026-11-23T15:05:00.000Z',
});

function renderPage(downloads: () => ReturnType<typeof answer>) {
  const supabase = installFakeSupabase({ functions: { 'bundle-downloads': downloads } });
  renderInRouter(<DownloadBundlePage />);
  return supabase;
}

beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('the download page', () => {
  describe('given a visitor who is signed out', () => {
    it('explains how to get access and asks nothing of the server', () => {
      const supabase = renderPage(() => answer({ downloads: [] }));

      expect(screen.getByRole('link', { name: 'Sign in to see your downloads' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(screen.getByRole('link', { name: 'Buy the Healing Bundle' })).toHaveAttribute(
        'href',
        '/healing-bundle',
      );
      expect(screen.getByRole('link', { name: /Join a paid membership/ })).toHaveAttribute(
        'href',
        '/products/membership',
      );
      expect(supabase.invoke).not.toHaveBeenCalled();
    });
  });

  describe('given a signed-in buyer', () => {
    beforeEach(() => {
      fake.auth = signedInAuth('free');
    });

    it('lists their files as links to the signed addresses, and says the links expire', async () => {
      renderPage(() => answer({ downloads: [download(1)] }));

      const link = await screen.findByRole('link', {
        name: 'Download the Healing Bundle (harbor-healing-bundle.md)',
      });
      expect(link).toHaveAttribute('href', download(1).url);
      expect(screen.getByText(/stop working after a few minutes/)).toBeInTheDocument();
    });

    it('gets fresh links on request', async () => {
      const user = userEvent.setup();
      let call = 0;
      const supabase = renderPage(() => answer({ downloads: [download((call += 1))] }));
      await screen.findByRole('link', { name: /Download the Healing Bundle/ });

      await user.click(screen.getByRole('button', { name: 'Refresh the links' }));

      expect(
        await screen.findByRole('link', { name: /Download the Healing Bundle/ }),
      ).toHaveAttribute('href', download(2).url);
      expect(supabase.invoke).toHaveBeenCalledTimes(2);
    });

    it('ignores a download whose address is not a web address', async () => {
      renderPage(() => answer({ downloads: [{ ...download(1), url: 'javascript:alert(1)' }] }));

      expect(await screen.findByText(/You don’t have any bundles yet/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Download the/ })).not.toBeInTheDocument();
    });

    it('explains how to get access when they have no bundle', async () => {
      renderPage(() => answer({ downloads: [] }));

      expect(await screen.findByText(/You don’t have any bundles yet/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buy the Premium Bundle' })).toBeInTheDocument();
    });
  });
});
