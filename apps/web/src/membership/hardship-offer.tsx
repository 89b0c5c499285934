import { Link } from 'react-router';
import { HARDSHIP_DAYS } from './hardship-messages';

/** Where hardship access is asked for: the section on /pricing. */
export const HARDSHIP_SECTION_ID = 'hardship';
export const HARDSHIP_HREF = `/pricing#${HARDSHIP_SECTION_ID}`;

/**
 * One kind line offering hardship access wherever paying comes up (the plan comparison, a locked
 * library item, the checkout buttons), so nobody has to find it on their own.
 */
export function HardshipOffer({ className = 'money-muted' }: { className?: string }) {
  return (
    <p className={className}>
      Can&rsquo;t pay right now? <Link to={HARDSHIP_HREF}>Ask for hardship access</Link>: Basic,
      free for {HARDSHIP_DAYS} days, with no proof and no card.
    </p>
  );
}
