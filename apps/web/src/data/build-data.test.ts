// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILD_DATA_ID,
  buildDataScript,
  buildValue,
  resetBuildDataForTests,
  withBuildData,
} from './build-data';

/** Puts a page's data block, as the prerender writes it, into the document. */
function pageWith(script: string) {
  document.body.innerHTML = `<div id="root"></div>${script}`;
  resetBuildDataForTests();
}

afterEach(() => {
  document.body.innerHTML = '';
  resetBuildDataForTests();
});

describe('the build data of a prerendered page', () => {
  it('gives a page what it reads while prerendering, and records only that', async () => {
    const values = { 'membership-plans': [{ tier: 'free' }], 'library-items': [] };
    let seen: unknown;
    const used = await withBuildData(values, async () => {
      seen = buildValue('membership-plans');
      expect(buildValue('catalog:book')).toBeUndefined();
    });
    expect(seen).toEqual([{ tier: 'free' }]);
    expect(used).toEqual({ 'membership-plans': [{ tier: 'free' }] });
    // Outside a prerender, a page with no data block has none.
    expect(buildValue('membership-plans')).toBeUndefined();
  });

  it('is read back in the browser from the data block the prerender wrote', async () => {
    const plans = [{ tier: 'basic', name: 'Basic', monthlyPriceCents: 500 }];
    const used = await withBuildData({ 'membership-plans': plans }, async () => {
      buildValue('membership-plans');
    });
    pageWith(buildDataScript(used));

    expect(buildValue('membership-plans')).toEqual(plans);
    expect(buildValue('catalog:kit')).toBeUndefined();
  });

  it('cannot be ended early by text in the data', async () => {
    const title = 'Notes </script><script>alert(1)</script> <!-- and more';
    const script = buildDataScript({ 'library-items': [{ title }] });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    pageWith(script);

    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(buildValue('library-items')).toEqual([{ title }]);
  });

  it('writes no block for a page that read nothing', () => {
    expect(buildDataScript({})).toBe('');
  });

  it('is no data when the block does not parse', () => {
    pageWith(`<script type="application/json" id="${BUILD_DATA_ID}">{"membership-plans":</script>`);
    expect(buildValue('membership-plans')).toBeUndefined();
  });
});
