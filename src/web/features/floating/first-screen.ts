/**
 * Whether the visitor still sees the page's first screen: nothing scrolled yet. There the
 * floating pieces must leave the page's text alone (issue 31); further down they only keep off
 * the controls.
 */
export function onFirstScreen(): boolean {
  return window.scrollY < 1;
}
