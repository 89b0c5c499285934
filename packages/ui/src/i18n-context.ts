// The kit's words as its components read them: the language `UiLocaleProvider` (i18n.tsx)
// picked. Apart from the provider, so that the components (some in lazily loaded chunks) bring
// no catalog loader with them.
import { createContext, useContext } from 'react';
import { ENGLISH, type UiWords } from './i18n-core';

/** The words `UiLocaleProvider` gives the components inside it. */
export const UiI18nContext = createContext<UiWords>(ENGLISH);

/** The kit's words in the language `UiLocaleProvider` picked (English without one). */
export function useUiI18n(): UiWords {
  return useContext(UiI18nContext);
}
