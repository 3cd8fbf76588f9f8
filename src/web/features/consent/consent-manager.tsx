/** The consent banner and the tracking it allows. (Lands with the consent issue.) */
export function ConsentManager() {
  return null;
}
