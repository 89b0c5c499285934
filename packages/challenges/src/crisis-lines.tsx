import { useId } from 'react';
import type { LinkComponent } from '@harbor-help/ui';
import { ChooseCountryLink, CrisisLineList } from './country/country-lines-view';
import { useVisitorCountry } from './country/visitor-country';
import { InternationalHelplinesLink } from './international-helplines';

/** Props of `CrisisLines`. `id` defaults to `crisis-lines`, `title` to "Get help now". */
export interface CrisisLinesProps {
  /** The section's id, a target for links to the crisis lines (`/resources#crisis-lines`). */
  id?: string;
  /** The section's `<h2>`. Default "Get help now". */
  title?: string;
  /** Where "Choose your country" goes; `/get-help#choose-country` unless told. */
  chooseCountryHref?: string;
  /** How the app renders its own links (its router's link, say); a plain `<a href>` unless told. */
  linkComponent?: LinkComponent;
}

/**
 * The crisis lines for the visitor's country, each with one-tap Call and Text links, a way to
 * choose another country, and where to look anywhere else. The first render shows the US lines
 * (so it shows at once, and prerenders); the visitor's own country's lines replace them after
 * mount without moving anything below.
 */
export function CrisisLines({
  id = 'crisis-lines',
  title = 'Get help now',
  chooseCountryHref,
  linkComponent,
}: CrisisLinesProps) {
  const titleId = useId();
  const { country, lines } = useVisitorCountry();
  return (
    <section id={id} className="harbor-crisis-lines" aria-labelledby={titleId}>
      <h2 id={titleId} className="harbor-section__title" tabIndex={-1}>
        {title}
      </h2>
      <p>Free and private. You do not have to give your name.</p>
      <CrisisLineList lines={lines} countryCode={country?.code} linkComponent={linkComponent} />
      <ChooseCountryLink country={country} href={chooseCountryHref} linkComponent={linkComponent} />
      <InternationalHelplinesLink />
      <p className="harbor-crisis-lines__tip">
        Need to leave this site fast? Use Quick exit at the top of every page, or press Shift three
        times. It cannot erase your browser history, so on a shared device a private window is
        safer.
      </p>
    </section>
  );
}
