import { useId } from 'react';
import type { LinkComponent } from '@harbor-help/ui';
import { ContactLinks } from './contact-links';
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
import { RESOURCE_KIND_LABELS } from './resources/resource-types';
import type { Resource } from './resources/resource-types';
import { ServiceHoursView } from './service-hours-view';

/** "Call 988", but "Dial 988, then press 1" and "Text START to 88788" as they are. */
function withVerb(verb: string, display: string): string {
  return /^(call|dial|text)\b/i.test(display) ? display : `${verb} ${display}`;
}

/** What a card shows, in one line, for a report of a problem with it. */
export function resourceShown(resource: Resource): string {
  const languages = resource.languages ? languagesInWords(resource.languages) : '';
  return [
    resource.phone ? withVerb('Call', resource.phone.display) : '',
    resource.text ? withVerb('Text', resource.text.display) : '',
    resource.hours ? `Hours: ${formatHours(resource.hours)}` : 'Hours not listed',
    languages ? `Languages: ${languages}` : '',
    resource.url ? `Website ${resource.url}` : '',
    checkedInWords(resource.source),
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
}: ResourceCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="harbor-card harbor-resource-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="harbor-card__title">
        {resource.name}
      </Heading>
      <div className="harbor-card__body">
        {resource.crisis ? <p className="harbor-tag">24/7 crisis line</p> : null}
        <p>{linkNumbers(resource.offers)}</p>
        <p>
          <strong>For:</strong> {linkNumbers(resource.forWhom)}
        </p>
        <ServiceHoursView hours={resource.hours} />
        <LanguagesLine languages={resource.languages} />
        <p className="harbor-resource-card__kinds">
          {resource.kinds.map((kind) => RESOURCE_KIND_LABELS[kind]).join(' · ')}
        </p>
        <ContactLinks
          name={resource.name}
          phone={resource.phone}
          text={resource.text}
          url={resource.url}
        />
        <OtherWays name={resource.name} ways={resource.otherWays} />
        {saveable ? (
          <SaveToMyList id={resource.id} name={resource.name} linkComponent={linkComponent} />
        ) : null}
        <CheckedLine name={resource.name} source={resource.source} />
        <ReportProblemLink
          id={resource.id}
          name={resource.name}
          shown={resourceShown(resource)}
          linkComponent={linkComponent}
        />
      </div>
    </article>
  );
}
