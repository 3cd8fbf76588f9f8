import { indianPlaces, type Position, placeNames } from './indian-places.js';
import { districtPlaces, pinDistrict } from './pin-districts.js';

/** What a visitor's "city or PIN code" names, as far as the shipped data knows it. */
export type FoundPlace =
  | { kind: 'pin'; pin: string; district: string; position: Position }
  | { kind: 'unknown-pin'; pin: string }
  | { kind: 'town'; name: string; district: string | undefined; position: Position }
  | { kind: 'unknown-town'; text: string };

const pinInText = /(?:^|\D)(\d{3})\s?(\d{3})(?:\D|$)/;

/** Lower case, letters and spaces only: 'Gaya, Bihar.' → 'gaya bihar'. */
function simplified(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads a PIN code anywhere in the text first ('Gaya 823001'), else a town or district by name,
 * the whole text or its first part before a comma ('Gaya, Bihar').
 */
export function findPlace(text: string): FoundPlace {
  const pinMatch = pinInText.exec(text);
  if (pinMatch) {
    const pin = `${pinMatch[1]}${pinMatch[2]}`;
    const entry = pinDistrict(pin);
    return entry
      ? { kind: 'pin', pin, district: entry.district, position: entry }
      : { kind: 'unknown-pin', pin };
  }
  const candidates = [...new Set([simplified(text), simplified(text.split(',')[0] ?? '')])].filter(Boolean);
  for (const candidate of candidates) {
    const district = districtPlaces().find((entry) => simplified(entry.district) === candidate);
    const town = indianPlaces.find((place) => placeNames(place).includes(candidate));
    if (town) return { kind: 'town', name: town.name, district: district?.district, position: town };
    if (district)
      return { kind: 'town', name: district.district, district: district.district, position: district };
  }
  return { kind: 'unknown-town', text: text.trim() };
}
