/**
 * A received message's subject and text as the reader sees them. nodemailer encodes what is not
 * ASCII (a Bengali confirmation): the subject in RFC 2047 words, the text in base64 or
 * quoted-printable. A message with a text part only, as this site's e-mails are.
 */
export function readMail(raw: string): { subject: string; text: string } {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(headerEnd + 4);
  const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').trim().toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body.replace(/=\r\n/g, ''))
        : Buffer.from(body, 'utf8');
  return {
    subject: decodeWords(header('Subject')),
    text: bytes.toString('utf8').replace(/\r\n/g, '\n').trim(),
  };
}

/** `=E0=A6` escapes as the bytes they stand for; the rest as it is. */
function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text[index] === '=' ? text.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 words (`=?UTF-8?B?…?=`); a run of them is one text, a character may be split between two. */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const parts = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, kind, data = '']) =>
      kind?.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64')
        : quotedPrintableBytes(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(parts).toString('utf8') + (run.match(/\s+$/)?.[0] ?? '');
  });
}
