// The Scheme toolbar: show the stories in the light scheme, the dark one, or the one the system
// asks for (the default, as on the site). @harbor-help/ui's dark values live in
// `@media (prefers-color-scheme: dark)` blocks, which only the system can turn on; to force a
// scheme, the decorator rewrites those blocks' media queries in the loaded stylesheets (and sets
// `color-scheme`, so form controls follow), and puts them back for "Follow the system".
import type { Decorator, Preview } from '@storybook/react-vite';

type Scheme = 'system' | 'light' | 'dark';

const QUERY = /\(\s*prefers-color-scheme\s*:\s*(light|dark)\s*\)/g;
const original = new WeakMap<CSSMediaRule, string>();

function mediaRules(rules: CSSRuleList): CSSMediaRule[] {
  return [...rules].flatMap((rule) =>
    rule instanceof CSSMediaRule ? [rule, ...mediaRules(rule.cssRules)] : [],
  );
}

/** Makes every `prefers-color-scheme` query of the page's stylesheets answer as `scheme` would. */
export function applyScheme(scheme: Scheme): void {
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet: not ours
    }
    for (const rule of mediaRules(rules)) {
      const text = original.get(rule) ?? rule.media.mediaText;
      if (!text.match(QUERY)) continue;
      original.set(rule, text);
      rule.media.mediaText =
        scheme === 'system'
          ? text
          : // Always true, or never true.
            text.replace(QUERY, (_query, asked: string) =>
              asked === scheme ? '(width >= 0px)' : '(width < 0px)',
            );
    }
  }
  document.documentElement.style.colorScheme = scheme === 'system' ? '' : scheme;
}

export const withColorScheme: Decorator = (Story, context) => {
  applyScheme((context.globals['scheme'] as Scheme | undefined) ?? 'system');
  return Story();
};

export const colorSchemeGlobalTypes: NonNullable<Preview['globalTypes']> = {
  scheme: {
    description: 'Colour scheme: light, dark, or what the system asks for',
    toolbar: {
      title: 'Scheme',
      icon: 'contrast',
      items: [
        { value: 'system', title: 'Follow the system' },
        { value: 'light', title: 'Light' },
        { value: 'dark', title: 'Dark' },
      ],
      dynamicTitle: true,
    },
  },
};
