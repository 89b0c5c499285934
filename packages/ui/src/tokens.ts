/**
 * The design tokens as declared in the kit's CSS source, read by the contrast check (contrast.ts)
 * and by Storybook's foundations pages, so no value is typed twice. Pure: no React, no DOM, so a
 * unit test (tokens.test.ts) runs it on the real file. Not part of the package's API.
 */

/** Custom properties declared by one kind of rule, e.g. `:root` or `:root` inside a media query. */
export interface TokenBlock {
  /** The at-rule around the rule (`@media (prefers-color-scheme: dark)`), or `''` at top level. */
  context: string;
  /** The rule's selector, e.g. `:root`. */
  selector: string;
  /** Each custom property's value, by name without the leading `--`. */
  tokens: Record<string, string>;
}

/**
 * Every rule that declares custom properties, in source order. A small scanner, enough for the
 * kit's plain CSS: comments removed, then each `{ … }` block read with its selector and the at-rule
 * it sits in.
 */
export function readTokenBlocks(css: string): TokenBlock[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: TokenBlock[] = [];
  const open: string[] = [];
  let start = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '{') {
      open.push(source.slice(start, index).split(';').pop()!.trim());
      start = index + 1;
    } else if (char === '}') {
      const selector = open.pop() ?? '';
      const body = source.slice(start, index);
      const tokens: Record<string, string> = {};
      for (const match of body.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+)/gi)) {
        if (match[1] && match[2]) tokens[match[1]] = match[2].replace(/\s+/g, ' ').trim();
      }
      if (Object.keys(tokens).length > 0) {
        blocks.push({ context: open.filter((p) => p.startsWith('@')).join(' '), selector, tokens });
      }
      start = index + 1;
    }
  }
  return blocks;
}

/**
 * The tokens of the top-level `:root` rule: the values the spacing, type, corner, focus and motion
 * pages show. (Colours in each scheme: `readColorSchemes` in contrast.ts.)
 */
export function rootTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const block of readTokenBlocks(css)) {
    if (block.context === '' && block.selector === ':root') Object.assign(tokens, block.tokens);
  }
  return tokens;
}

/** The tokens whose names start with `prefix`, in source order, as [name, value]. */
export function tokensWithPrefix(tokens: Record<string, string>, prefix: string) {
  return Object.entries(tokens).filter(([name]) => name.startsWith(prefix));
}
