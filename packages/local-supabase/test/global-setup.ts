// Vitest runs this package's source, but some tests start the built server in a child process
// (the CLI; @harbor-help/auth's provider tests): build it first when dist/ is missing or stale.
import { ensureBuilt } from '../scripts/ensure-built.mjs';

export default function setup(): void {
  ensureBuilt();
}
