import { withAsciiDigits } from '#shared/indian-digits.js';
import { type IndianPlace, indianPlaces, type Position, placeNames } from './indian-places.js';
import { latinSpellingOf, looseNameKey } from './indic-place-names.js';
import { districtPlaces, type PinDistrict, pinDistrict } from './pin-districts.js';

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

/** The first town and the first district of each loose key, in the data's order (made on first use). */
let looseKeyIndex: { towns: Map<string, IndianPlace>; districts: Map<string, PinDistrict> } | undefined;

function byLooseKey() {
  if (!looseKeyIndex) {
    const towns = new Map<string, IndianPlace>();
    for (const place of indianPlaces)
      for (const name of placeNames(place)) {
        const key = looseNameKey(name);
        if (!towns.has(key)) towns.set(key, place);
      }
    const districts = new Map<string, PinDistrict>();
    for (const entry of districtPlaces()) {
      const key = looseNameKey(entry.district);
      if (!districts.has(key)) districts.set(key, entry);
    }
    looseKeyIndex = { towns, districts };
  }
  return looseKeyIndex;
}

/** A town or district named in Bengali or Devanagari script (পাটনা, रांची), by its loose key. */
function placeInIndicScript(text: string): FoundPlace | undefined {
  const latin = latinSpellingOf(text);
  if (!latin) return undefined;
  const key = looseNameKey(latin);
  if (!key) return undefined;
  const { towns, districts } = byLooseKey();
  const town = towns.get(key);
  const district = districts.get(key) ?? (town && districts.get(looseNameKey(town.name)));
  if (town) return { kind: 'town', name: town.name, district: district?.district, position: town };
  if (district)
    return { kind: 'town', name: district.district, district: district.district, position: district };
  return undefined;
}

/**
 * Reads a PIN code anywhere in the text first ('Gaya 823001', in any Indian script's digits),
 * else a town or district by name, the whole text or its first part before a comma ('Gaya,
 * Bihar'), in English or in Bengali or Devanagari script ('গয়া, বিহার').
 */
export function findPlace(typed: string): FoundPlace {
  const text = withAsciiDigits(typed);
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
  // Not through `simplified`: its letters-only rule would drop the scripts' vowel signs.
  for (const candidate of new Set([text, text.split(',')[0] ?? ''])) {
    const place = placeInIndicScript(candidate);
    if (place) return place;
  }
  return { kind: 'unknown-town', text: text.trim() };
}
