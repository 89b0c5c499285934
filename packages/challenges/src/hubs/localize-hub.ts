import type { HubContent } from './hub-content-types';
import type { HubWords } from './hub-words';

/** Entry by entry: the same number of words as the English has entries, or an error. */
function each<T, W>(
  slug: string,
  field: string,
  english: readonly T[] | undefined,
  words: readonly W[] | undefined,
  lay: (entry: T, word: W) => T,
): readonly T[] | undefined {
  if (!english) {
    if (words) throw new Error(`The ${slug} hub's ${field} has words but no English entries`);
    return undefined;
  }
  if (!words || words.length !== english.length) {
    throw new Error(
      `The ${slug} hub's ${field} has ${english.length} English entries and ${words?.length ?? 0} translated`,
    );
  }
  return english.map((entry, index) => lay(entry, words[index] as W));
}

/**
 * A hub in another language (issue 25): the English hub's sources, services and links, with
 * `words` laid over its text entry by entry, and its `title` and `summary`. Throws when the words
 * do not match the English entries one for one, so a hub can never show half its steps (the
 * content tests load every hub in every language).
 */
export function localizeHub(
  english: HubContent,
  words: HubWords,
  title: string,
  summary: string,
): HubContent {
  const { slug } = english;
  const text = (_english: string, word: string) => word;
  if ((english.safetyNote === undefined) !== (words.safetyNote === undefined)) {
    throw new Error(`The ${slug} hub's safety note is not translated one for one`);
  }
  if ((english.rightsFirst === undefined) !== (words.rightsFirstTitle === undefined)) {
    throw new Error(`The ${slug} hub's rights-first title is not translated one for one`);
  }
  const localized: HubContent = {
    ...english,
    title,
    summary,
    looksLike: each(slug, 'looksLike', english.looksLike, words.looksLike, text) ?? [],
    todaySteps: each(slug, 'todaySteps', english.todaySteps, words.todaySteps, text) ?? [],
  };
  const firstSteps = each(slug, 'firstSteps', english.firstSteps, words.firstSteps, text);
  const todayLinks = each(
    slug,
    'todayLinks',
    english.todayLinks,
    words.todayLinks,
    (link, label) => ({
      ...link,
      label,
    }),
  );
  const rights = each(slug, 'rights', english.rights, words.rights, (right, word) => ({
    ...right,
    ...word,
  }));
  const myths = each(slug, 'myths', english.myths, words.myths, (myth, word) => ({
    ...myth,
    ...word,
  }));
  return {
    ...localized,
    ...(firstSteps ? { firstSteps } : {}),
    ...(todayLinks ? { todayLinks } : {}),
    ...(rights ? { rights } : {}),
    ...(myths ? { myths } : {}),
    ...(words.rightsFirstTitle ? { rightsFirst: { title: words.rightsFirstTitle } } : {}),
    ...(words.safetyNote ? { safetyNote: words.safetyNote } : {}),
  };
}
