import type { ApplicationStatus } from '../../../../shared/careers.js';

/** Spec section 9: pending amber, reviewing yellow, accepted green, rejected red. */
export const statusChartColour: Record<ApplicationStatus, string> = {
  pending: '#f59e0b',
  reviewing: '#eab308',
  accepted: '#16a34a',
  rejected: '#dc2626',
};

/** The badges in the same hues, dark text on a light tint for contrast. */
export const statusBadgeClass: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  reviewing: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};
