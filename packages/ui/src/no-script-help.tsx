import { createContext, useContext, type ReactNode } from 'react';

const NoScriptHelpContext = createContext<ReactNode>(null);

/** The props of `NoScriptHelpProvider`. */
export interface NoScriptHelpProviderProps {
  /** The help every form below shows when JavaScript is off (see `FormNeedsJavaScript`). */
  value: ReactNode;
  /** The part of the page whose forms use `value` as their no-JavaScript help. */
  children?: ReactNode;
}

/**
 * Gives every form below it (`FormNeedsJavaScript`, so `SubmissionForm`, `SignInForm` and the
 * other account forms) the same help to show when JavaScript is off (its `value`), e.g. the
 * site's crisis lines. A form's own `noScriptHelp` wins. Put it around the page, e.g. inside `Layout`.
 */
export const NoScriptHelpProvider: (props: NoScriptHelpProviderProps) => ReactNode =
  NoScriptHelpContext.Provider;

/** The nearest `NoScriptHelpProvider`'s help, or null. Internal. */
export function useNoScriptHelp(): ReactNode {
  return useContext(NoScriptHelpContext);
}
