// The words for a configuration problem: a module of its own, imported only by the configuration
// error page, so the first load (which imports config.ts) carries none of them.
import type { ConfigProblem } from './config';

/** A configuration problem in words, for whoever runs the site (the console and the error page). */
export function configMessage(problem: ConfigProblem): string {
  switch (problem.kind) {
    case 'missing': {
      const several = problem.names.length > 1;
      return `${problem.names.join(' and ')} ${several ? 'are' : 'is'} not set. Set ${
        several ? 'them' : 'it'
      } in the environment (or an .env file) and build the site again.`;
    }
    case 'not-a-url':
      return `VITE_SUPABASE_URL is not a valid URL: "${problem.url}".`;
    case 'protocol':
      return `VITE_SUPABASE_URL must start with https:// or http://, not "${problem.protocol}".`;
  }
}
