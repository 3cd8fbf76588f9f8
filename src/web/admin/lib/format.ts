import { directReferrer, unknownLocationPart } from '#shared/analytics.js';

/**
 * How the admin screens show values (spec section 9 "Business constants and limits": en-IN dates,
 * Bytes/KB/MB, +91 phones). Times are shown in the browser's time zone, as the seed did.
 */
const locale = 'en-IN';

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale);
}

/** A `YYYY-MM-DD` day as the line chart labels it: '15 Mar'. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function formatCount(value: number): string {
  return value.toLocaleString(locale);
}

/** The engagement rate (chats per 100 visitors) as what it means: '6 chats per visitor'. */
export function chatsPerVisitor(engagementRatePercent: number): string {
  const perVisitor = engagementRatePercent / 100;
  const figure = perVisitor.toLocaleString(locale, { maximumFractionDigits: 2 });
  return `${figure} ${perVisitor === 1 ? 'chat' : 'chats'} per visitor`;
}

/** The seed's visitor table shows the first 20 characters of a session id, then '...'. */
export function shortSessionId(sessionId: string): string {
  return sessionId.length > 20 ? `${sessionId.slice(0, 20)}...` : sessionId;
}

/** An empty (or 'direct') referrer is a direct visit. */
export function referrerLabel(referrer: string): string {
  return referrer.trim() === '' || referrer.trim().toLowerCase() === 'direct' ? directReferrer : referrer;
}

export function isUnknownLocation(city: string, country: string): boolean {
  const unknown = (part: string) => part.trim() === '' || part === unknownLocationPart;
  return unknown(city) && unknown(country);
}

/** 'Kolkata, India'; a missing part is left out. */
export function locationLabel(city: string, country: string): string {
  const known = [city, country].filter((part) => part.trim() !== '' && part !== unknownLocationPart);
  return known.length > 0 ? known.join(', ') : unknownLocationPart;
}

const sizeUnits = ['Bytes', 'KB', 'MB'] as const;

/** '0 Bytes', '512 Bytes', '245.33 KB', '1.5 MB' (binary units, at most two decimals). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), sizeUnits.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  return `${value} ${sizeUnits[unit]}`;
}

/** Indian mobile numbers are stored as their 10 digits; the admin sees them with +91. */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? trimmed : `+91 ${trimmed}`;
}

/**
 * Expected salary is free text ('3.5 LPA', '350000'): a plain number is grouped the Indian way,
 * and either way it is shown in rupees.
 */
export function formatSalary(expectedSalary: string): string {
  const text = expectedSalary.trim();
  if (/^(₹|rs\.?|inr)/i.test(text)) return text;
  const amount = Number(text.replaceAll(',', ''));
  if (text !== '' && Number.isFinite(amount)) return `₹${amount.toLocaleString(locale)}`;
  return `₹ ${text}`;
}

/** 'pending' → 'Pending'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
