/** Saves a file fetched with the admin's token (a plain link could not send the token). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the object URL can go once it has read it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
