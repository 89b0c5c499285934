// The kit's stylesheet as text, read at build time from its source: the one place the tokens are
// written. The foundations pages and their unit test read the tokens from here.
import kitCss from '../../../../packages/ui/src/styles.css?raw';

export { kitCss };
