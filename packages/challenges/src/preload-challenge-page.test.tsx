import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { challenges } from './challenge-content';
import { ChallengePage } from './challenge-page';
import { forgetLoadedValues } from './loaded-values';
import { preloadChallengePage } from './preload-challenge-page';
import { preloadResourceDirectory } from './preload-resource-directory';
import { NO_FILTERS } from './resource-filter';
import { ResourceDirectory } from './resource-directory';

// The first render is what a prerendered page shows, and what hydration must match.
beforeEach(() => {
  forgetLoadedValues();
});

describe('preloadChallengePage', () => {
  it('without it, a hub first renders its loading line', () => {
    const html = renderToString(<ChallengePage challenge={challenges.poverty} />);

    expect(html).toContain('Loading this page…');
    expect(html).not.toContain('What you can do today');
  });

  it('after it, a hub renders its content on the first render', async () => {
    await preloadChallengePage('poverty');
    const html = renderToString(<ChallengePage challenge={challenges.poverty} />);

    expect(html).not.toContain('Loading this page…');
    expect(html).toContain('What you can do today');
    expect(html).toContain('Where to get help now');
  });

  it('after it, a check-in renders its first screen, not its loading line', async () => {
    await preloadChallengePage('health-challenge');
    const html = renderToString(<ChallengePage challenge={challenges['health-challenge']} />);

    expect(html).not.toContain('Loading the check-in…');
    expect(html).toContain('This check-in needs JavaScript');
  });

  it('loads nothing for an unknown slug', async () => {
    await expect(preloadChallengePage('no-such-page')).resolves.toBeUndefined();
  });
});

describe('preloadResourceDirectory', () => {
  it('lets the directory render its services on the first render', async () => {
    const before = renderToString(
      <ResourceDirectory filters={NO_FILTERS} onFiltersChange={() => undefined} />,
    );
    await preloadResourceDirectory();
    const after = renderToString(
      <ResourceDirectory filters={NO_FILTERS} onFiltersChange={() => undefined} />,
    );

    expect(before).toContain('Loading');
    expect(after).not.toContain('Loading');
    expect(after).toContain('tel:');
  });
});
