import { useFormsI18n } from './i18n-forms';
import type { ReactNode } from 'react';
import { useNoScriptHelp } from './no-script-help';

/** The props of `FormNeedsJavaScript`. */
export interface FormNeedsJavaScriptProps {
  /** What the form does, as the start of a sentence. Default: "Sending this form". */
  action?: string;
  /**
   * Where help is without JavaScript, after "… needs JavaScript, which is off or blocked in this
   * browser." (e.g. the site's crisis lines). Default: the nearest `NoScriptHelpProvider`'s, else
   * "Every page of this site can still be read."
   */
  help?: ReactNode;
}

/**
 * Shown only when JavaScript is off or blocked (a `<noscript>`): says plainly that the form
 * needs it, and where help is without it (`help`). Put it just before the form; a site that hides
 * its forms when scripting is off (as Harbor's noscript.css does) then shows only this.
 */
export function FormNeedsJavaScript({ action, help }: FormNeedsJavaScriptProps) {
  const provided = useNoScriptHelp();
  const i18n = useFormsI18n();
  return (
    <noscript>
      <p className="harbor-form-needs-js">
        {i18n._('form.needsJavaScript', { action: action ?? i18n._('form.defaultAction') })}{' '}
        {help ?? provided ?? i18n._('form.needsJavaScriptHelp')}
      </p>
    </noscript>
  );
}
