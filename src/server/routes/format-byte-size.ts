/** A size limit for a person to read: 5242880 -> '5 MB', 1572864 -> '1.5 MB', 2048 -> '2 KB'. */
export function formatByteSize(bytes: number): string {
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`;
}
