import { HUB_SLUGS, challenges } from '@harbor-help/challenges';
import { Link } from 'react-router';

/** A link to every challenge hub, by its title: "help with what you are facing". */
export function HubLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {HUB_SLUGS.map((slug) => (
        <li key={slug}>
          <Link to={`/challenges/${slug}`}>{challenges[slug].title}</Link>
        </li>
      ))}
    </ul>
  );
}
