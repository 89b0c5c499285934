import { PageHeader, Section, StandaloneLayout } from '@harbor-help/ui';
import type { ConfigProblem } from './config';
import { configMessage } from './config-message';
import { SITE_CHROME } from './site-chrome';

// For main.tsx's console line: the words load with this lazy page, never in the first load.
export { configMessage };

/**
 * Shown instead of the site when it was built without its configuration: a clear message,
 * never a blank page. Visitors get a kind explanation; whoever runs the site gets the detail.
 */
export function ConfigErrorPage({ problem }: { problem: ConfigProblem }) {
  return (
    <StandaloneLayout {...SITE_CHROME}>
      <PageHeader
        title="Harbor isn't available right now"
        intro="We're sorry — this copy of the site was published without the settings it needs to connect to its service, so it can't load. Please try again a little later."
      />
      <Section title="For the people running this site">
        <p>The site's configuration is incomplete: {configMessage(problem)}</p>
      </Section>
    </StandaloneLayout>
  );
}
