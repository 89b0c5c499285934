/**
 * The crisis lines in the safety box (safety-notice.tsx), in a module of their own so the box
 * loads them only when it is shown (a dynamic import of the package itself would keep all of it).
 */
import { CrisisLines } from '@harbor-help/challenges';
// The box's own styles come with the lines: a CSS file in the forms' chunks would add a name to
// the first load's preload map.
import './safety-notice.css';

export default function SafetyCrisisLines({ id }: { id: string }) {
  return <CrisisLines id={id} title="Talk to someone now" />;
}
