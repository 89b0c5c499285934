import { linkNumbers } from '@harbor-help/challenges';
import { Fragment, type ReactNode } from 'react';

/**
 * Numbers written the way people write them outside Harbor's own words, for what linkNumbers
 * does not know: "call 116 123" or "call 112" (after "call", or the Spanish "llame al", any number:
 * "llame al 079"), "+44 800 1111" (an international number), and "0800 123 4567" or
 * "555 123 4567" (groups of digits, 7 to 15 in all).
 */
const MORE_NUMBERS =
  /\b(?:call|llame\s+al)\s+(\+?\d[\d ().-]*\d)|(\+\d[\d ().-]{5,}\d)|(\b\d{2,5}(?:[ .-]\d{2,5}){1,4}\b)/gi;

function digitsOf(written: string): string {
  return `${written.trim().startsWith('+') ? '+' : ''}${written.replace(/\D/g, '')}`;
}

function linkMoreNumbers(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MORE_NUMBERS)) {
    const [whole, afterCall, international, grouped] = match;
    const number = afterCall ?? international ?? grouped ?? '';
    const digits = digitsOf(number).replace('+', '');
    if (digits.length < (afterCall ? 3 : 7) || digits.length > 15) continue;
    const start = match.index + whole.lastIndexOf(number);
    parts.push(text.slice(last, start));
    parts.push(
      <a key={`n${start}`} href={`tel:${digitsOf(number)}`}>
        {number}
      </a>,
    );
    last = start + number.length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}

/**
 * An entry of the plan with its phone numbers as one-tap links: Harbor's own crisis numbers and
 * US numbers through `linkNumbers` of @harbor-help/challenges (`tel:`, and `sms:` for "text …"), then
 * other numbers (`MORE_NUMBERS`) as `tel:` links. The rest stays text. On a page in another
 * language, the names matched by `englishNames` (the lines' English names a Spanish plan starts
 * with) are marked `lang="en"`, so a screen reader says them in English (WCAG 3.1.2).
 */
export function linkPlanNumbers(text: string, englishNames?: RegExp): ReactNode {
  if (englishNames) {
    const parts: ReactNode[] = [];
    let last = 0;
    for (const match of text.matchAll(englishNames)) {
      if (match.index > last) parts.push(linkPlanNumbers(text.slice(last, match.index)));
      parts.push(
        <span key={`n${match.index}`} lang="en">
          {linkPlanNumbers(match[0])}
        </span>,
      );
      last = match.index + match[0].length;
    }
    if (parts.length > 0) {
      if (last < text.length) parts.push(linkPlanNumbers(text.slice(last)));
      return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
    }
  }
  const first = linkNumbers(text);
  const parts = Array.isArray(first) ? (first as ReactNode[]) : [first];
  const linked = parts.flatMap((part) =>
    typeof part === 'string' ? linkMoreNumbers(part) : [part],
  );
  if (linked.length === 1 && typeof linked[0] === 'string') return linked[0];
  return linked.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
