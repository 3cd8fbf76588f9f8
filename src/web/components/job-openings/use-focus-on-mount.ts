import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves the keyboard to the element once it appears: a message that replaces the control that was
 * used (a dialog that closed) is where a keyboard or screen reader user should be next. The
 * element needs `tabIndex={-1}` to take focus.
 */
export function useFocusOnMount<Element extends HTMLElement>(): RefObject<Element | null> {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
