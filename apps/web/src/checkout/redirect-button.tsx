import { useId, type ReactNode } from 'react';
import type { FailureMessages } from '../data/result';
import type { CheckoutRequest } from './checkout-request';
import { REDIRECTING_LABEL } from './checkout-request';
import { useRedirectAction } from './use-redirect-action';
import '../shared/money.css';

interface RedirectButtonProps {
  functionName: 'checkout' | 'billing-portal';
  body: object;
  /** The button's visible text; `labelSuffix` is added for screen readers (e.g. which item). */
  label: string;
  labelSuffix?: ReactNode;
  pendingLabel: string;
  variant?: 'primary' | 'secondary';
  /** Checked on click before anything is sent: false stops (the page shows what to fix). */
  canStart?: () => boolean;
  /** A failure's words by its kind, on a page in another language (see useRedirectAction). */
  messages?: FailureMessages;
}

/**
 * A button that opens a Stripe page. While waiting it is disabled and says so; on an error it
 * shows the reason in a role="alert" message right under it, and everything chosen stays.
 */
function RedirectButton({
  functionName,
  body,
  label,
  labelSuffix,
  pendingLabel,
  variant = 'primary',
  canStart,
  messages,
}: RedirectButtonProps) {
  const { redirecting, error, notice, start } = useRedirectAction(functionName, messages);
  const alertId = `${useId()}-alert`;
  return (
    <div className="money-action">
      <button
        type="button"
        className={`harbor-button harbor-button--${variant}`}
        disabled={redirecting}
        aria-describedby={error ? alertId : undefined}
        onClick={() => {
          if (canStart && !canStart()) return;
          void start(body);
        }}
      >
        {redirecting ? (
          pendingLabel
        ) : (
          <>
            {label}
            {labelSuffix ? (
              <>
                {' '}
                <span className="harbor-visually-hidden">{labelSuffix}</span>
              </>
            ) : null}
          </>
        )}
      </button>
      {error ? (
        <p id={alertId} className="money-alert" role="alert">
          {error}
        </p>
      ) : null}
      <p className={notice ? 'money-success' : undefined} role="status">
        {notice}
      </p>
    </div>
  );
}

export function CheckoutButton(props: {
  request: CheckoutRequest;
  label: string;
  /** For screen readers: may mark a name in another language (`<span lang="en">`). */
  labelSuffix?: ReactNode;
  variant?: 'primary' | 'secondary';
  canStart?: () => boolean;
  /** On a page in another language: what it says while waiting, and its failures' words. */
  pendingLabel?: string;
  messages?: FailureMessages;
}) {
  return (
    <RedirectButton
      functionName="checkout"
      body={props.request}
      label={props.label}
      labelSuffix={props.labelSuffix}
      pendingLabel={props.pendingLabel ?? REDIRECTING_LABEL}
      variant={props.variant}
      canStart={props.canStart}
      messages={props.messages}
    />
  );
}

/**
 * Opens Stripe's billing portal, where members change or cancel their plan. From a Spanish page
 * (`locale: 'es'`) the portal opens in Spanish and returns to the Spanish membership page.
 */
export function ManagePlanButton({
  variant = 'secondary',
  label = 'Manage your plan',
  pendingLabel = 'Opening your billing page…',
  locale,
  messages,
}: {
  variant?: 'primary' | 'secondary';
  label?: string;
  pendingLabel?: string;
  locale?: 'es';
  messages?: FailureMessages;
}) {
  return (
    <RedirectButton
      functionName="billing-portal"
      body={locale ? { locale } : {}}
      label={label}
      pendingLabel={pendingLabel}
      variant={variant}
      messages={messages}
    />
  );
}
