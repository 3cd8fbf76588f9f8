/**
 * Addresses whose next path segment is a capability token: a preview's (anyone with the address
 * sees the draft) and an invitation link's (anyone with it chooses the invitee's password).
 */
const tokenPathPrefixes = ['/preview/', '/api/auth/invitations/'];

/** How much of a token the log keeps: enough to tell requests apart, too little to use one. */
const LOGGED_TOKEN_CHARACTERS = 6;

/** An address as the log may keep it: a token in it cut to its first characters. */
export function loggedUrl(url: string): string {
  const prefix = tokenPathPrefixes.find((candidate) => url.startsWith(candidate));
  if (!prefix) return url;
  const rest = url.slice(prefix.length);
  const tokenEnd = rest.search(/[/?#]/);
  const token = tokenEnd === -1 ? rest : rest.slice(0, tokenEnd);
  if (token.length <= LOGGED_TOKEN_CHARACTERS) return url;
  return `${prefix}${token.slice(0, LOGGED_TOKEN_CHARACTERS)}…${rest.slice(token.length)}`;
}
