/**
 * The content notes a published story may carry (the same list is a CHECK constraint on
 * public.story_publications.content_notes), and how they are named to people.
 */
export const CONTENT_NOTES = [
  { value: 'self-harm', label: 'self-harm' },
  { value: 'suicide', label: 'suicide' },
  { value: 'abuse', label: 'abuse' },
  { value: 'sexual-violence', label: 'sexual violence' },
  { value: 'violence', label: 'violence' },
  { value: 'substance-use', label: 'substance use' },
  { value: 'eating-disorders', label: 'eating disorders' },
  { value: 'grief', label: 'death and grief' },
] as const;

export type ContentNote = (typeof CONTENT_NOTES)[number]['value'];

/**
 * "self-harm, substance use": the notes of a story, in the list's order, in words (`labels`, by
 * note: the page's language; English by default).
 */
export function contentNoteWords(
  notes: readonly string[],
  labels?: Readonly<Record<ContentNote, string>>,
): string {
  return CONTENT_NOTES.filter((note) => notes.includes(note.value))
    .map((note) => labels?.[note.value] ?? note.label)
    .join(', ');
}
