// tel: and mailto: links, kept apart from the data so the browser can use them without it.

/** tel: link from a display number: '+91 33 0000 0001' -> 'tel:+913300000001'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * mailto: link with an optional subject and body. encodeURIComponent (not URLSearchParams)
 * because mail clients read '+' literally, so spaces must be '%20' and newlines '%0A'.
 */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const query = [
    subject === undefined ? undefined : `subject=${encodeURIComponent(subject)}`,
    body === undefined ? undefined : `body=${encodeURIComponent(body)}`,
  ].filter((part) => part !== undefined);
  return query.length === 0 ? `mailto:${email}` : `mailto:${email}?${query.join('&')}`;
}
