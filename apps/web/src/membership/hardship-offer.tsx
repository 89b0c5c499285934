import { useMembershipWords } from './membership-words';

export { HARDSHIP_HREF, HARDSHIP_SECTION_ID } from './membership-words';

/**
 * One kind line offering hardship access wherever paying comes up (the plan comparison, a locked
 * library item, the checkout buttons), so nobody has to find it on their own.
 */
export function HardshipOffer({ className = 'money-muted' }: { className?: string }) {
  return <p className={className}>{useMembershipWords().hardshipOffer}</p>;
}
