export interface FormNeedsJavaScriptProps {
  /** What the form does, as the start of a sentence. Default: "Sending this form". */
  action?: string;
}

/**
 * Shown only when JavaScript is off or blocked (a `<noscript>`): says plainly that the form
 * needs it, and where help is without it. Put it just before the form; a site that hides its
 * forms when scripting is off (as Harbor's noscript.css does) then shows only this.
 */
export function FormNeedsJavaScript({ action = 'Sending this form' }: FormNeedsJavaScriptProps) {
  return (
    <noscript>
      <p className="harbor-form-needs-js">
        {`${action} needs JavaScript, which is off or blocked in this browser. `}
        Every page of this site can still be read. In danger right now? Call{' '}
        <a href="tel:911">911</a>. Thinking about harming yourself, or in crisis? Call or text{' '}
        <a href="tel:988">988</a>, free, 24/7. Services for money, food, housing, health and legal
        help are on the <a href="/resources">Resources</a> page.
      </p>
    </noscript>
  );
}
