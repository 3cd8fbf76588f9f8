import { LocateFixed, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Position } from '#shared/distance.js';
import type { PlacePosition } from '#shared/places.js';
import type { Say } from '#web/app/phrasebook.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { apiJson } from '#web/lib/api-client.js';
import { storeListTexts } from './store-list-text.js';

/** Where the visitor is, as far as the finder knows: a typed place or the browser's position. */
export type FinderOrigin = { name: string; position: Position };

/** Asks the server where a typed PIN code or town is; null when it does not know the place. */
async function findTypedPlace(text: string): Promise<PlacePosition> {
  return (await apiJson<PlacePosition>(`/api/places/position?q=${encodeURIComponent(text)}`)).data;
}

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60';

/**
 * The store finder: a PIN code or town the visitor types, or their position once they press "Use
 * my location" (the browser asks them then, never on load), sorts the stores by distance.
 */
export function StoreFinder({ onOrigin, say }: { onOrigin: (origin: FinderOrigin) => void; say: Say }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // Before the script runs the form would submit as plain HTML and lose what was typed.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      const place = await findTypedPlace(text.trim());
      if (place) {
        onOrigin({ name: place.name, position: place });
        setMessage(say(storeListTexts.nearestFromPlace, { place: place.name }));
      } else setMessage(say(storeListTexts.placeNotFound, { query: text.trim() }));
    } catch {
      setMessage(say(storeListTexts.searchUnavailable));
    } finally {
      setBusy(false);
    }
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setMessage(say(storeListTexts.noGeolocation));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        onOrigin({
          name: 'your location',
          position: { latitude: coords.latitude, longitude: coords.longitude },
        });
        setMessage(say(storeListTexts.nearestFromYou));
      },
      () => setMessage(say(storeListTexts.locationUnavailable)),
    );
  };

  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
        {say(storeListTexts.placeField)}
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={!hydrated}
          maxLength={80}
          className="rounded-lg border border-slate-300 px-3 py-2 text-base font-normal"
        />
      </label>
      <button
        type="submit"
        disabled={!hydrated || busy}
        className={`${button} bg-brand-700 text-white hover:bg-brand-900`}
      >
        <Search aria-hidden="true" className="size-4" />
        {say(storeListTexts.findNearest)}
      </button>
      <button
        type="button"
        onClick={useMyLocation}
        disabled={!hydrated}
        className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50`}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {say(storeListTexts.useMyLocation)}
      </button>
      <p role="status" className="min-h-5 text-sm text-slate-700 sm:basis-full">
        {message}
      </p>
    </form>
  );
}
