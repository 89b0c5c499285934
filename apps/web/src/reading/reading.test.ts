// The reading check's rules (scripts/check-reading.mjs), on known texts.
import { describe, expect, it } from 'vitest';
import { countSentences, countWords, readingGrade, splitSentences } from './grade';
import { MIN_MAIN_WORDS, stillLoading, whyNotGradable } from './page-check';
import { proseText, visibleSentences, visibleText } from './visible-text';

describe('sentences', () => {
  it('end with . ! ? or …, also before a closing quote or bracket', () => {
    expect(
      splitSentences(
        'You are not alone. Call now! Is it safe? Take a breath… "Go on." (Really.) Done',
      ),
    ).toEqual([
      'You are not alone.',
      'Call now!',
      'Is it safe?',
      'Take a breath…',
      '"Go on."',
      '(Really.)',
      'Done',
    ]);
  });

  it('never end at a colon', () => {
    expect(splitSentences('Call 988: they answer day and night, in English and Spanish.')).toEqual([
      'Call 988: they answer day and night, in English and Spanish.',
    ]);
    expect(countSentences('Open: 9 a.m. to 5 p.m. on weekdays: closed on holidays')).toBe(3);
    expect(countSentences('What to bring: your ID, a bill and a lease.')).toBe(1);
  });

  it('need a word: stray punctuation is not a sentence', () => {
    expect(countSentences('. ! ? Help is here.')).toBe(1);
    expect(countWords('— Help, 24/7 · 988 —')).toEqual(['Help,', '24/7', '988']);
  });
});

describe('reading grade', () => {
  it('is Flesch-Kincaid: 0.39 words per sentence + 11.8 syllables per word - 15.59', () => {
    // 8 words, 1 sentence, 8 syllables: 0.39 × 8 + 11.8 × 1 − 15.59 = −0.67.
    const plain = readingGrade('The cat sat on the mat all day.');
    expect(plain).toMatchObject({ words: 8, sentences: 1, syllables: 8 });
    expect(plain.grade).toBeCloseTo(-0.67, 2);
  });

  it('grades a colon-joined text as one long sentence, not two short ones', () => {
    const withColon = readingGrade(
      'Here is what you can do tonight: call the line, talk to someone you trust, and rest.',
    );
    const twoSentences = readingGrade(
      'Here is what you can do tonight. Call the line, talk to someone you trust, and rest.',
    );
    expect(withColon.sentences).toBe(1);
    expect(twoSentences.sentences).toBe(2);
    expect(withColon.grade).toBeGreaterThan(twoSentences.grade);
  });

  it('reads long words and long sentences as harder', () => {
    const easy = readingGrade('We can help. You can call us. We are here for you.');
    const hard = readingGrade(
      'Comprehensive eligibility determinations necessitate documentation substantiating household composition and supplementary income verification requirements.',
    );
    expect(easy.grade).toBeLessThan(2);
    expect(hard.grade).toBeGreaterThan(16);
  });
});

describe('visible text', () => {
  const html = `<body>
    <header><a href="/">Harbor</a><nav><ul><li><a href="/get-help">Get help now</a></li></ul></nav></header>
    <main>
      <h1>Money worries</h1>
      <p>Help with rent: call 211. They can find local help.</p>
      <h2>What to bring:</h2>
      <ul><li>Your ID</li><li>A recent bill.</li></ul>
      <span class="harbor-visually-hidden">Only for screen readers</span>
      <div hidden>Hidden text</div>
      <script>var x = "not text";</script>
    </main>
  </body>`;

  it('makes every block end a sentence, a trailing colon included, and leaves out what is not seen', () => {
    expect(visibleSentences(html)).toEqual([
      'Harbor',
      'Get help now',
      'Money worries',
      'Help with rent: call 211. They can find local help.',
      'What to bring:',
      'Your ID',
      'A recent bill.',
    ]);
    expect(visibleText(html)).toBe(
      'Harbor. Get help now. Money worries. Help with rent: call 211. They can find local help. What to bring. Your ID. A recent bill.',
    );
    // 8 sentences: one per block, and the paragraph's two. Its colon ends nothing.
    expect(countSentences(visibleText(html))).toBe(8);
  });

  it('takes as prose only paragraphs and list items that are full sentences', () => {
    expect(proseText(html)).toBe(
      'Help with rent: call 211. They can find local help. A recent bill.',
    );
  });
});

describe('a page still loading', () => {
  it('is told by its words, in English and in Spanish', () => {
    expect(stillLoading('Immigration Loading stories…')).toBe(true);
    expect(stillLoading('Salir adelante Cargando el cuestionario…')).toBe(true);
    expect(stillLoading('Cargando...')).toBe(true);
    expect(stillLoading('Salir adelante Paso 1 de 4 ¿Qué es lo que más le preocupa ahora?')).toBe(
      false,
    );
    expect(stillLoading('Downloading a plan is fine')).toBe(false);
  });
});

describe('pages the check refuses to grade', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'help').join(' ');
  const page = (main: string, pathname = '/resources') => ({
    html: `<header><a href="/">Harbor</a></header><main id="main-content"><h1>Resources</h1>${main}</main><footer>${words(50)}</footer>`,
    pathname,
  });

  it('grades a page with its content', () => {
    expect(whyNotGradable('/resources', page(`<p>${words(60)}.</p>`))).toBeNull();
  });

  it('refuses the route error page, naming the page', () => {
    const errorPage = {
      html: `<header>Harbor</header><main id="main-content" tabindex="-1" class="harbor-error-page"><div class="harbor-error-page__content"><h1 class="harbor-error-page__title">Unexpected Application Error!</h1><p>Something went wrong on our side, not yours. ${words(60)}</p></div></main>`,
      pathname: '/get-help',
    };
    expect(whyNotGradable('/get-help', errorPage)).toBe(
      '/get-help shows the route error page ("Unexpected Application Error!"), not its content',
    );
  });

  it('refuses a page whose content failed to load', () => {
    const failed = page(
      `<p>${words(60)}.</p><div role="alert" class="harbor-load-error"><p>We couldn't load this.</p><button>Try again</button></div>`,
    );
    expect(whyNotGradable('/resources', failed)).toMatch(/^\/resources shows a load error/);
  });

  it('refuses the configuration error page', () => {
    const config = page(`<h1>Harbor isn&#x27;t available right now</h1><p>${words(60)}.</p>`);
    expect(whyNotGradable('/resources', config)).toBe(
      '/resources shows the configuration error page, not its content',
    );
  });

  it('refuses an empty page: a heading and too few words in <main>, however full the header and footer', () => {
    expect(whyNotGradable('/resources', page(''))).toBe(
      `/resources is empty: 1 word(s) in its <main>, fewer than the ${MIN_MAIN_WORDS} needed to grade it`,
    );
    expect(
      whyNotGradable('/resources', { html: `<div>${words(100)}</div>`, pathname: '/resources' }),
    ).toBe('/resources has no <main>: nothing to grade');
  });

  it('refuses a page the app redirected away from (an unknown slug goes to /)', () => {
    expect(whyNotGradable('/challenges/no-such-hub', page(`<p>${words(60)}.</p>`, '/'))).toMatch(
      /^\/challenges\/no-such-hub is not shown: the app went to \/ instead/,
    );
  });
});
