import { useState, type ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from '@harbor-help/ui';
import { withMarkedName } from '../english-names';
import { useChallengesI18n } from '../i18n';
import { MAX_SAVED_SERVICES, MY_LIST_HREF, removeService, saveService } from './my-list';
import { useMyList } from './use-my-list';

/** Props of `SaveToMyList`. */
export interface SaveToMyListProps {
  /** The service's id in the directory. */
  id: string;
  /** The service's name, added for screen readers so each button says what it saves. */
  name: string;
  /** How the "See my list" link is rendered (the app's router link). Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
  /** Where "See my list" goes (`/my-list` unless told). */
  myListHref?: string;
  /**
   * The language of `name` when it is not the page's (a service's English name on a Spanish
   * page: `'en'`), so a screen reader says it in that language (WCAG 3.1.2).
   */
  nameLang?: string | undefined;
}

/**
 * "Save to my list" under a service: saves its id in this browser only (see `my-list.ts`). Once
 * saved it says so, with "See my list" and "Remove from my list" (the same button, so focus stays
 * on it). What happened is said politely to screen readers; a full list is said on screen.
 */
export function SaveToMyList({
  id,
  name,
  linkComponent: Link = DefaultLink,
  myListHref = MY_LIST_HREF,
  nameLang,
}: SaveToMyListProps) {
  const i18n = useChallengesI18n();
  const list = useMyList();
  const saved = list?.includes(id) ?? false;
  // What happened, said with the name marked in its language (`withMarkedName`).
  const [message, setMessage] = useState<ReactNode>('');
  const [problem, setProblem] = useState('');

  function toggle() {
    setProblem('');
    if (saved) {
      removeService(id);
      setMessage(withMarkedName((slot) => i18n._('save.removed', { name: slot }), name, nameLang));
      return;
    }
    const result = saveService(id);
    if (result === 'saved') {
      setMessage(withMarkedName((slot) => i18n._('save.saved', { name: slot }), name, nameLang));
    } else {
      setMessage('');
      setProblem(
        result === 'full'
          ? i18n._('save.full', { max: MAX_SAVED_SERVICES })
          : i18n._('save.failed'),
      );
    }
  }

  return (
    <div className="harbor-save">
      {saved ? (
        <p className="harbor-save__saved">
          <span aria-hidden="true">✓ </span>
          {i18n._('save.onList')} <Link href={myListHref}>{i18n._('save.seeList')}</Link>
        </p>
      ) : null}
      <button
        type="button"
        className="harbor-button harbor-button--secondary harbor-save__button"
        onClick={toggle}
      >
        {saved ? i18n._('save.remove') : i18n._('save.save')}
        <span className="harbor-visually-hidden" lang={nameLang}>
          : {name}
        </span>
      </button>
      {problem ? <p className="harbor-save__problem">{problem}</p> : null}
      <span className="harbor-visually-hidden" aria-live="polite">
        {message}
      </span>
    </div>
  );
}
