import type { ChallengesContent } from './i18n';
import type { OtherWay, Resource, ResourcePhone, ResourceText } from './resources/resource-types';

function display<T extends ResourcePhone | ResourceText>(
  contact: T | undefined,
  content: ChallengesContent,
): T | undefined {
  if (!contact) return contact;
  const words = Object.hasOwn(content.displays, contact.display)
    ? content.displays[contact.display]
    : undefined;
  return words ? { ...contact, display: words } : contact;
}

function otherWay(way: OtherWay, content: ChallengesContent): OtherWay {
  if (way.lang) return way;
  const label = Object.hasOwn(content.otherWayLabels, way.label)
    ? content.otherWayLabels[way.label]
    : undefined;
  return label ? { ...way, label } : way;
}

/**
 * A service in another language's words (`content`, loaded by `loadChallengesLocale`): what it
 * offers, whom it is for, its call and text sentences and its other ways in. Its name, numbers,
 * sources and everything else stay as they are. A service without a translation is returned
 * unchanged (the catalog test keeps that from happening).
 */
export function localizeResource(resource: Resource, content: ChallengesContent): Resource {
  const words = Object.hasOwn(content.resources, resource.id)
    ? content.resources[resource.id]
    : undefined;
  return {
    ...resource,
    offers: words?.offers ?? resource.offers,
    forWhom: words?.forWhom ?? resource.forWhom,
    phone: display(resource.phone, content),
    text: display(resource.text, content),
    otherWays: resource.otherWays?.map((way) => otherWay(way, content)),
  };
}
