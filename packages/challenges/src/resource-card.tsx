import { useId } from 'react';
import type { LinkComponent } from '@harbor-help/ui';
import { ContactLinks, webHref } from './contact-links';
import { linkNumbers } from './linked-numbers';
import { SaveToMyList } from './my-list/save-to-my-list';
import { OtherWays } from './other-ways';
import { RESOURCE_KIND_LABELS } from './resources/resource-types';
import type { Resource } from './resources/resource-types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A YYYY-MM-DD check date as "Nov 25, 2026", read the same way everywhere. Written out rather
 * than with `toLocaleDateString`: the browser's first date formatting loads its locale data, a
 * long task in the middle of hydrating a page full of services.
 */
export function formatChecked(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayOfMonth = Number(date);
  if (!monthName || dayOfMonth < 1 || dayOfMonth > 31) return day;
  return `${monthName} ${dayOfMonth}, ${year}`;
}

/** Props of `ResourceCard`. `headingLevel` defaults to 3. */
export interface ResourceCardProps {
  resource: Resource;
  /** The level of the card's heading (the service's name), to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Show "Save to my list" (default true). */
  saveable?: boolean;
  /** How in-site links ("See my list") are rendered. Default: a plain `<a>`. */
  linkComponent?: LinkComponent;
}

/**
 * One service: what it offers, who it is for, its hours, one-tap Call / Text / Website links,
 * "Save to my list", and where its details were checked.
 */
export function ResourceCard({
  resource,
  headingLevel = 3,
  saveable = true,
  linkComponent,
}: ResourceCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const source = webHref(resource.source.url);
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
        {resource.hours ? (
          <p>
            <strong>Hours:</strong> {linkNumbers(resource.hours)}
          </p>
        ) : null}
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
        {source ? (
          <p className="harbor-resource-card__source">
            <a href={source} rel="noopener noreferrer">
              Where we checked this<span className="harbor-visually-hidden">: {resource.name}</span>
            </a>{' '}
            (checked {formatChecked(resource.source.checked)})
          </p>
        ) : null}
      </div>
    </article>
  );
}
