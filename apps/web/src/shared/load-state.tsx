import './money.css';

/** A quiet "loading" line, announced politely. */
export function LoadingLine({ children }: { children: string }) {
  return (
    <p className="money-muted" role="status">
      {children}
    </p>
  );
}
