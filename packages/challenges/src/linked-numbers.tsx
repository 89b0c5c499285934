import type { ReactNode } from 'react';

/**
 * Phone numbers and text-line numbers as people write them in Harbor's words: "call or text 988",
 * "text 741741", "text START to 88788", a short code to text written with a dash ("898-211"),
 * "1-800-799-7233", "(202) 555-0100", and the three-digit
 * lines 988, 911 and 211. "988lifeline.org" is not a number (no word boundary after 988), and
 * neither is the 911 inside another number ("800 911 2000", Mexico's Línea de la Vida).
 * And the same in Harbor's Spanish words (issue 25): "envíe un mensaje de texto al 741741" (the
 * words "texto al" before the digits) and "envíe START al 88788" (a keyword in capitals, "al",
 * the digits, five or six of them or a three-digit line: "envíe AYUDA al 988"), so a Spanish page
 * offers the same one-tap links as its English one.
 */
const NUMBER_PATTERN =
  /\btext\s+(?<keyword>[A-Z]{2,})\s+to\s+(?<keywordTo>\d{5,6})\b|\bt(?:ext|exto\s+al)\s+(?<textTo>\d{5,6})\b|(?<=\b[Ee]nv[ií]e\s)(?<keywordEs>[A-Z]{2,})\s+al\s+(?<keywordToEs>\d{3,6})\b(?!-\d)|\b(?<shortCode>\d{3}-\d{3})\b(?!-\d)|(?<phone>\b1-\d{3}-\d{3}-\d{4}\b|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b|(?<!\d[ .-]?)\b(?:988|911|211)\b(?![ .-]?\d))/g;

/** The digits to dial: a 10-digit US number gets +1; a short line (988) stays as it is. */
function dialable(written: string): string {
  const digits = written.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  return digits;
}

/**
 * Text with every crisis, help or phone number in it as a one-tap link: `tel:` for a number to
 * call, `sms:` for a number to text (with the keyword filled in). Everything else stays text, so
 * React escapes it as usual.
 */
export function linkNumbers(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const [whole] = match;
    const { keyword, keywordTo, keywordEs, keywordToEs, textTo, shortCode, phone } =
      match.groups ?? {};
    const start = match.index;
    let before = text.slice(last, start);
    let link: ReactNode;
    const word = keyword ?? keywordEs;
    const to = keywordTo ?? keywordToEs;
    if (word && to) {
      before += whole.slice(0, whole.length - to.length);
      link = (
        <a key={start} href={`sms:${to}?&body=${encodeURIComponent(word)}`}>
          {to}
        </a>
      );
    } else if (shortCode) {
      // A text short code written with a dash ("text your ZIP code to 898-211").
      link = (
        <a key={start} href={`sms:${shortCode.replace('-', '')}`}>
          {shortCode}
        </a>
      );
    } else if (textTo) {
      before += whole.slice(0, whole.length - textTo.length);
      link = (
        <a key={start} href={`sms:${textTo}`}>
          {textTo}
        </a>
      );
    } else {
      link = (
        <a key={start} href={`tel:${dialable(phone ?? whole)}`}>
          {phone ?? whole}
        </a>
      );
    }
    if (before) parts.push(before);
    parts.push(link);
    last = start + whole.length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
