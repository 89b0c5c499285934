/**
 * The safety box's lines on a Spanish form (issue 25): the first two boxes of /es/get-help (988,
 * press 2, and text AYUDA; 911), whose numbers come from the lines' own sourced data, then the
 * page with every Spanish way in and the lines of other countries. Loaded only when the box shows.
 */
import { SpanishFirstHelp } from '../help/spanish-help';
import { RouterLink } from '../shared/router-link';
import './safety-notice.css';

/**
 * /es/get-help (language.tsx's SPANISH_HELP_PATH, written out: importing it from the first load's
 * chunk would make that chunk export it, +0.03 kB for every visitor).
 */
const SPANISH_HELP = '/es/get-help';

export default function SafetyCrisisLinesEs({ id }: { id: string }) {
  return (
    <div id={id}>
      <SpanishFirstHelp />
      <p>
        <RouterLink href={SPANISH_HELP}>
          Más formas de pedir ayuda en español, y líneas de otros países
        </RouterLink>
      </p>
    </div>
  );
}
