import type { ReactNode } from 'react';

/** One question of the FAQ and its answer. */
export interface FaqQuestion {
  question: string;
  answer: ReactNode;
}

/** A titled group of questions. */
export interface FaqGroup {
  title: string;
  questions: readonly FaqQuestion[];
}

/**
 * The FAQ's groups, each a section with its title, each question a native `<details>` (opens with
 * the keyboard and without JavaScript). The English and Spanish FAQ pages give their own words.
 */
export function FaqGroups({ groups }: { groups: readonly FaqGroup[] }) {
  return groups.map((group) => (
    <section key={group.title} className="web-faq-group" aria-label={group.title}>
      <h2>{group.title}</h2>
      <div className="web-faq">
        {group.questions.map(({ question, answer }) => (
          <details key={question}>
            <summary>{question}</summary>
            {answer}
          </details>
        ))}
      </div>
    </section>
  ));
}
