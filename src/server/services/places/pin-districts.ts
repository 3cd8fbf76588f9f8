/**
 * The district of a PIN code, from its first 3 digits (India Post's sorting district), with the
 * district's rough position. Shipped data the company can correct: pin-districts.json.
 */
import pinDistricts from './pin-districts.json' with { type: 'json' };

export type PinDistrict = { district: string; state: string; latitude: number; longitude: number };

const byPrefix: Readonly<Record<string, PinDistrict>> = pinDistricts.prefixes;

/** The district of a 6-digit PIN code; undefined when its prefix is not in the data. */
export function pinDistrict(pin: string): PinDistrict | undefined {
  return Object.hasOwn(byPrefix, pin.slice(0, 3)) ? byPrefix[pin.slice(0, 3)] : undefined;
}

/** Every district the data names, with a position: towns typed by their district's name. */
export function districtPlaces(): PinDistrict[] {
  const seen = new Map<string, PinDistrict>();
  for (const entry of Object.values(byPrefix)) if (!seen.has(entry.district)) seen.set(entry.district, entry);
  return [...seen.values()];
}
