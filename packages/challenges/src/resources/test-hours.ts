// Hours the open-status tests share (not part of the package: index.ts does not export them).
import type { ServiceHours } from './service-hours';

/** NAMI's HelpLine: Monday to Friday, 10 a.m. to 10 p.m. in New York. */
export const NAMI: ServiceHours = {
  kind: 'weekly',
  timeZone: 'America/New_York',
  periods: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR'], opens: '10:00', closes: '22:00' }],
};
