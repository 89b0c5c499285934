import type { ReactNode } from 'react';
import './money.css';

/** A quiet "loading" line, announced politely. */
export function LoadingLine({ children }: { children: string }) {
  return (
    <p className="money-muted" role="status">
      {children}
    </p>
  );
}

/**
 * While something only the browser can know is not known yet (who is signed in): `children`, the
 * likeliest outcome and what the page was prerendered with (the signed-out one), holds its exact
 * place, unseen, under a polite status line. When the answer comes, the content that replaces it
 * takes that place, so nothing below moves (issue 33). The unseen content is out of the
 * accessibility tree and cannot take focus or a click (`visibility: hidden`, `aria-hidden`, `inert`).
 */
export function Reserved({ status, children }: { status: string; children: ReactNode }) {
  return (
    <div className="web-reserved">
      <p className="web-reserved__status" role="status">
        {status}
      </p>
      <div className="web-reserved__space" aria-hidden="true" inert>
        {children}
      </div>
    </div>
  );
}
