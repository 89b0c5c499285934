import type { I18n } from '@lingui/core';
import type { ResourceKind } from './resources/resource-types';

/**
 * A kind of help in words, for the directory's filter and a card's tags: "Hotline", "Legal aid"
 * (in Spanish "Línea telefónica", "Ayuda legal"). Each id is written out, so `lingui extract`
 * finds it.
 */
export function kindLabel(kind: ResourceKind, i18n: I18n): string {
  const labels: Record<ResourceKind, () => string> = {
    hotline: () => i18n._('kind.hotline'),
    'text-line': () => i18n._('kind.textLine'),
    chat: () => i18n._('kind.chat'),
    'legal-aid': () => i18n._('kind.legalAid'),
    food: () => i18n._('kind.food'),
    housing: () => i18n._('kind.housing'),
    health: () => i18n._('kind.health'),
    money: () => i18n._('kind.money'),
  };
  return labels[kind]();
}
