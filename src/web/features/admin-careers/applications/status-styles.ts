import type { ApplicationStatus } from '#shared/careers.js';

/**
 * Spec section 9 "Business constants and limits": pending amber, reviewing yellow, accepted green,
 * rejected red.
 */
export const statusChartColour: Record<ApplicationStatus, string> = {
  pending: '#f59e0b',
  reviewing: '#eab308',
  accepted: '#16a34a',
  rejected: '#dc2626',
};

/**
 * Pending (amber) and reviewing (yellow) are close hues, hard to tell apart for many eyes: reviewing
 * is also striped in this darker yellow, on the chart and in its key.
 */
export const statusStripeColour: Partial<Record<ApplicationStatus, string>> = { reviewing: '#a16207' };

/** A status's swatch in the chart's key: its hue, striped where the chart stripes it. */
export function statusSwatchBackground(status: ApplicationStatus): string {
  const hue = statusChartColour[status];
  const stripe = statusStripeColour[status];
  return stripe ? `repeating-linear-gradient(45deg, ${hue} 0 3px, ${stripe} 3px 5px)` : hue;
}

/** The badges in the same hues, dark text on a light tint for contrast. */
export const statusBadgeClass: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  reviewing: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};
