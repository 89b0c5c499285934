import { useId } from 'react';
import type { I18n } from '@lingui/core';
import type { LinkComponent } from '@harbor-help/ui';
import { ContactLinks, callLabel, textLabel } from './contact-links';
import { challengesI18n, useChallengesI18n } from './i18n';
import { linkNumbers } from './linked-numbers';
import {
  CheckedLine,
  LanguagesLine,
  ReportProblemLink,
  checkedInWords,
  languagesInWords,
} from './listing-details';
import { SaveToMyList } from './my-list/save-to-my-list';
import { OtherWays } from './other-ways';
import { formatHours } from './resources/open-status';
import type { Resource } from './resources/resource-types';
import { kindLabel } from './resource-words';
import { ServiceHoursView } from './service-hours-view';

/**
 * What a card shows, in one line, for a report of a problem with it, in the words the visitor
 * saw ("Call 988; Hours: Open 24 hours a day…").
 */
export function resourceShown(resource: Resource, i18n: I18n = challengesI18n()): string {
  const languages = resource.languages ? languagesInWords(resource.languages, i18n) : '';
  return [
    resource.phone ? callLabel(resource.phone, i18n.locale) : '',
    resource.text ? textLabel(resource.text, i18n.locale) : '',
    resource.hours
      ? i18n._('shown.hours', { hours: formatHours(resource.hours, undefined, i18n) })
      : i18n._('shown.hoursNotListed'),
    languages ? i18n._('shown.languages', { languages }) : '',
    resource.url ? i18n._('shown.website', { url: resource.url }) : '',
    checkedInWords(resource.source, i18n),
  ]
    .filter(Boolean)
    .join('; ');
}

/** Props of `ResourceCard`. `headingLevel` defaults to 3. */
export interface ResourceCardProps {
  /** The service the card shows. */
  resource: Resource;
  /** The level of the card's heading (the service's name), to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Show "Save to my list" (default true). */
  saveable?: boolean;
  /** How the app renders its own links ("See my list", "Report a problem"); a plain `<a>` unless told. */
  linkComponent?: LinkComponent;
  /** The app's paths for "See my list" and "Report a problem" (`/my-list`, `/contact` unless told). */
  paths?: ResourceCardPaths;
}

/** Where a card's own links go: a Spanish page gives its Spanish contact form. */
export interface ResourceCardPaths {
  /** "See my list" (default `/my-list`). */
  myList?: string;
  /** "Report a problem": the contact form (default `/contact`). */
  contact?: string;
}

/**
 * One service: what it offers, who it is for, its hours (with "Open now" once the page runs) and
 * languages, one-tap Call / Text / Website links, "Save to my list", when and where its details
 * were checked, and a link to report a problem with it.
 */
export function ResourceCard({
  resource,
  headingLevel = 3,
  saveable = true,
  linkComponent,
  paths,
}: ResourceCardProps) {
  const i18n = useChallengesI18n();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // The name is its owner's, in English: marked so on a page in another language, wherever it is
  // said (the title, and after each button's words for screen readers).
  const nameLang = i18n.locale === 'en' ? undefined : 'en';
  return (
    <article className="harbor-card harbor-resource-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="harbor-card__title" lang={nameLang}>
        {resource.name}
      </Heading>
      <div className="harbor-card__body">
        {resource.crisis ? <p className="harbor-tag">{i18n._('card.crisis')}</p> : null}
        <p>{linkNumbers(resource.offers)}</p>
        <p>
          <strong>{i18n._('card.for')}</strong> {linkNumbers(resource.forWhom)}
        </p>
        <ServiceHoursView hours={resource.hours} />
        <LanguagesLine languages={resource.languages} />
        <p className="harbor-resource-card__kinds">
          {resource.kinds.map((kind) => kindLabel(kind, i18n)).join(' · ')}
        </p>
        <ContactLinks
          name={resource.name}
          nameLang={nameLang}
          phone={resource.phone}
          text={resource.text}
          url={resource.url}
        />
        <OtherWays name={resource.name} ways={resource.otherWays} nameLang={nameLang} />
        {saveable ? (
          <SaveToMyList
            id={resource.id}
            name={resource.name}
            nameLang={nameLang}
            linkComponent={linkComponent}
            myListHref={paths?.myList}
          />
        ) : null}
        <CheckedLine name={resource.name} source={resource.source} nameLang={nameLang} />
        <ReportProblemLink
          id={resource.id}
          name={resource.name}
          nameLang={nameLang}
          shown={resourceShown(resource, i18n)}
          linkComponent={linkComponent}
          contactPath={paths?.contact}
        />
      </div>
    </article>
  );
}
