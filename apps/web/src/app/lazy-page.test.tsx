import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyPage, PageModuleView } from './lazy-page';
import type { PageLoader } from './route-table';

class CatchError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Error: {this.state.error.message}</p> : this.props.children;
  }
}

describe('PageModuleView', () => {
  it('keeps "Loading..." when the chunk import resolves with nothing (the page is reloading)', async () => {
    // What Vite's import() gives when main.tsx's vite:preloadError handler reloads the page.
    let resolveImport: (module: undefined) => void = () => undefined;
    const reloading = (() =>
      new Promise<undefined>((resolve) => (resolveImport = resolve))) as unknown as PageLoader;

    render(
      <CatchError>
        <LazyPage>
          <PageModuleView page={reloading} />
        </LazyPage>
      </CatchError>,
    );
    expect(await screen.findByText('Loading...')).toBeInTheDocument();

    await act(async () => resolveImport(undefined));

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it('renders the page once its chunk arrives', async () => {
    const loaded = (() =>
      Promise.resolve({ default: () => <h1>Arrived</h1> })) as unknown as PageLoader;

    render(
      <LazyPage>
        <PageModuleView page={loaded} />
      </LazyPage>,
    );

    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
  });
});
