import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Returns `focusAfterRender(ref)`: focuses `ref`'s element once React has committed the render
 * that the caller's state updates cause. Waiting for the next animation frame instead is a race:
 * an update made after an `await` may be rendered after that frame, when the element (an error
 * summary, a success message) is not there yet, and focus is left on the page's body.
 */
export function useFocusAfterRender(): (ref: RefObject<HTMLElement | null>) => void {
  const [target, setTarget] = useState<{ ref: RefObject<HTMLElement | null> } | null>(null);
  useEffect(() => {
    target?.ref.current?.focus();
  }, [target]);
  // A new object each time, so asking twice for the same element focuses it twice.
  return useCallback((ref: RefObject<HTMLElement | null>) => setTarget({ ref }), []);
}
