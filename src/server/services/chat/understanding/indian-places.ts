/**
 * Towns and cities of India with their rough position, to find the office nearest to a place a
 * visitor names ("I am from Gaya"). Geography, not company facts: which places have an office
 * comes from the content; this only says where places are. A content office in a town missing
 * here is still answered for by name, it just cannot be "the nearest" to another town.
 * Coordinates are approximate (to about 10 km), which is all a "nearest office" needs.
 */
export type IndianPlace = { name: string; latitude: number; longitude: number; aliases?: readonly string[] };

export const indianPlaces: readonly IndianPlace[] = [
  // West Bengal
  { name: 'Kolkata', latitude: 22.57, longitude: 88.36, aliases: ['calcutta', 'kolkatta'] },
  { name: 'Howrah', latitude: 22.59, longitude: 88.31 },
  { name: 'Siliguri', latitude: 26.73, longitude: 88.4 },
  { name: 'Asansol', latitude: 23.68, longitude: 86.98 },
  { name: 'Durgapur', latitude: 23.52, longitude: 87.31 },
  { name: 'Raiganj', latitude: 25.62, longitude: 88.12 },
  { name: 'Darjeeling', latitude: 27.04, longitude: 88.26 },
  { name: 'Malda', latitude: 25.01, longitude: 88.14, aliases: ['english bazar'] },
  { name: 'Kharagpur', latitude: 22.35, longitude: 87.23 },
  { name: 'Bardhaman', latitude: 23.23, longitude: 87.86, aliases: ['burdwan'] },
  { name: 'Haldia', latitude: 22.06, longitude: 88.07 },
  { name: 'Jalpaiguri', latitude: 26.52, longitude: 88.72 },
  { name: 'Cooch Behar', latitude: 26.32, longitude: 89.45 },
  { name: 'Krishnanagar', latitude: 23.4, longitude: 88.5 },
  { name: 'Bankura', latitude: 23.23, longitude: 87.07 },
  { name: 'Purulia', latitude: 23.33, longitude: 86.36 },
  { name: 'Baharampur', latitude: 24.1, longitude: 88.25, aliases: ['berhampore'] },
  { name: 'Balurghat', latitude: 25.22, longitude: 88.76 },
  { name: 'Digha', latitude: 21.63, longitude: 87.51 },
  { name: 'Barasat', latitude: 22.72, longitude: 88.48 },
  { name: 'Bolpur', latitude: 23.67, longitude: 87.72, aliases: ['shantiniketan'] },
  // Bihar
  { name: 'Patna', latitude: 25.6, longitude: 85.14 },
  { name: 'Gaya', latitude: 24.79, longitude: 85.0 },
  { name: 'Bhagalpur', latitude: 25.24, longitude: 86.98 },
  { name: 'Muzaffarpur', latitude: 26.12, longitude: 85.39 },
  { name: 'Darbhanga', latitude: 26.15, longitude: 85.9 },
  { name: 'Purnia', latitude: 25.78, longitude: 87.47 },
  { name: 'Begusarai', latitude: 25.42, longitude: 86.13 },
  { name: 'Arrah', latitude: 25.56, longitude: 84.66 },
  { name: 'Katihar', latitude: 25.54, longitude: 87.58 },
  // Jharkhand
  { name: 'Ranchi', latitude: 23.35, longitude: 85.33 },
  { name: 'Jamshedpur', latitude: 22.8, longitude: 86.18, aliases: ['tatanagar'] },
  { name: 'Dhanbad', latitude: 23.8, longitude: 86.43 },
  { name: 'Bokaro', latitude: 23.67, longitude: 86.15 },
  { name: 'Hazaribagh', latitude: 23.99, longitude: 85.36 },
  { name: 'Deoghar', latitude: 24.48, longitude: 86.7 },
  // Odisha
  { name: 'Bhubaneswar', latitude: 20.3, longitude: 85.82, aliases: ['bhubaneshwar'] },
  { name: 'Cuttack', latitude: 20.46, longitude: 85.88 },
  { name: 'Puri', latitude: 19.81, longitude: 85.83 },
  { name: 'Rourkela', latitude: 22.26, longitude: 84.85 },
  { name: 'Sambalpur', latitude: 21.47, longitude: 83.97 },
  { name: 'Balasore', latitude: 21.49, longitude: 86.93 },
  { name: 'Berhampur', latitude: 19.31, longitude: 84.79 },
  // The North East
  { name: 'Guwahati', latitude: 26.14, longitude: 91.74 },
  { name: 'Shillong', latitude: 25.58, longitude: 91.89 },
  { name: 'Agartala', latitude: 23.83, longitude: 91.29 },
  { name: 'Gangtok', latitude: 27.33, longitude: 88.61 },
  { name: 'Imphal', latitude: 24.82, longitude: 93.94 },
  { name: 'Dibrugarh', latitude: 27.47, longitude: 94.91 },
  { name: 'Silchar', latitude: 24.83, longitude: 92.78 },
  // The rest of India
  { name: 'Delhi', latitude: 28.61, longitude: 77.21, aliases: ['new delhi'] },
  { name: 'Noida', latitude: 28.54, longitude: 77.39 },
  { name: 'Gurgaon', latitude: 28.46, longitude: 77.03, aliases: ['gurugram'] },
  { name: 'Mumbai', latitude: 19.08, longitude: 72.88, aliases: ['bombay'] },
  { name: 'Pune', latitude: 18.52, longitude: 73.86 },
  { name: 'Nagpur', latitude: 21.15, longitude: 79.09 },
  { name: 'Chennai', latitude: 13.08, longitude: 80.27, aliases: ['madras'] },
  { name: 'Bengaluru', latitude: 12.97, longitude: 77.59, aliases: ['bangalore'] },
  { name: 'Hyderabad', latitude: 17.39, longitude: 78.49 },
  { name: 'Visakhapatnam', latitude: 17.69, longitude: 83.22, aliases: ['vizag'] },
  { name: 'Vijayawada', latitude: 16.51, longitude: 80.65 },
  { name: 'Ahmedabad', latitude: 23.02, longitude: 72.57 },
  { name: 'Surat', latitude: 21.17, longitude: 72.83 },
  { name: 'Jaipur', latitude: 26.91, longitude: 75.79 },
  { name: 'Lucknow', latitude: 26.85, longitude: 80.95 },
  { name: 'Kanpur', latitude: 26.45, longitude: 80.33 },
  { name: 'Varanasi', latitude: 25.32, longitude: 82.97, aliases: ['benares', 'banaras'] },
  { name: 'Prayagraj', latitude: 25.44, longitude: 81.85, aliases: ['allahabad'] },
  { name: 'Gorakhpur', latitude: 26.76, longitude: 83.37 },
  { name: 'Bhopal', latitude: 23.26, longitude: 77.41 },
  { name: 'Indore', latitude: 22.72, longitude: 75.86 },
  { name: 'Raipur', latitude: 21.25, longitude: 81.63 },
  { name: 'Bilaspur', latitude: 22.08, longitude: 82.15 },
  { name: 'Chandigarh', latitude: 30.73, longitude: 76.78 },
  { name: 'Kochi', latitude: 9.93, longitude: 76.27, aliases: ['cochin'] },
  { name: 'Thiruvananthapuram', latitude: 8.52, longitude: 76.94, aliases: ['trivandrum'] },
  { name: 'Coimbatore', latitude: 11.02, longitude: 76.96 },
  { name: 'Goa', latitude: 15.49, longitude: 73.83, aliases: ['panaji'] },
  { name: 'Srinagar', latitude: 34.08, longitude: 74.8 },
  { name: 'Dehradun', latitude: 30.32, longitude: 78.03 },
];

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance: roads differ, but the order of offices by it rarely does. */
export function distanceKm(a: IndianPlace, b: IndianPlace): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const latitudeDelta = radians(b.latitude - a.latitude);
  const longitudeDelta = radians(b.longitude - a.longitude);
  const h =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Every way a place may be written, lower case: its name and aliases. */
export function placeNames(place: IndianPlace): string[] {
  return [place.name.toLowerCase(), ...(place.aliases ?? [])];
}
