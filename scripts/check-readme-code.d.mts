/** A TypeScript block of a README. */
export interface ReadmeBlock {
  lang: 'ts' | 'tsx';
  /** The README line of the opening fence. */
  line: number;
  /** The declarations of a `<!-- readme-check: … -->` comment right before the block. */
  declare: string;
  code: string;
}
/** The TypeScript blocks of a Markdown text. */
export function codeBlocks(markdown: string): ReadmeBlock[];
/** The module text checked for a block. */
export function moduleText(block: ReadmeBlock): string;
