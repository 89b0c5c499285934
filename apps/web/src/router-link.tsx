import type { LinkProps } from '@harbor/ui';
import { Link } from 'react-router';

/** The @harbor/ui LinkComponent for this site: client-side navigation through react-router. */
export function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}
