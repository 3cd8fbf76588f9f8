import type { LocationsReport } from '#shared/analytics.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { formatCount, isUnknownLocation, locationLabel } from '#web/admin/lib/format.js';

const unknownChatLocation = 'Unknown Location';
const rowClass = 'flex items-center justify-between gap-3 border-b border-slate-100 py-1.5 text-sm';

/** 'Visitor Locations & Activity': visitors per place, chats per place, and the chat summary. */
export function LocationsPanel({ report }: { report: LocationsReport }) {
  return (
    <AdminPanel title="Visitor Locations & Activity">
      <div className="grid gap-6 md:grid-cols-3">
        <div>
          <h4 className="text-sm font-semibold text-slate-700">Visitors by location</h4>
          {report.visitor_locations.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No visitor location data available</p>
          ) : (
            <ul className="mt-2">
              {report.visitor_locations.map((place) => (
                <li key={`${place.country}|${place.city}`} className={rowClass}>
                  <span>{locationLabel(place.city, place.country)}</span>
                  <span className="font-semibold">
                    {formatCount(place.count)} {place.count === 1 ? 'visitor' : 'visitors'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-700">Chats by location</h4>
          {report.chat_locations.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No chat interactions recorded</p>
          ) : (
            <ul className="mt-2">
              {report.chat_locations.map((place) => (
                <li key={`${place.country}|${place.city}`} className={rowClass}>
                  <span>
                    {isUnknownLocation(place.city, place.country)
                      ? unknownChatLocation
                      : locationLabel(place.city, place.country)}
                  </span>
                  <span className="font-semibold">
                    {formatCount(place.count)} {place.count === 1 ? 'chat' : 'chats'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-700">Chat summary</h4>
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt>Total chats</dt>
              <dd className="font-semibold">{formatCount(report.chat_summary.total_chats)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>Unique locations</dt>
              <dd className="font-semibold">{formatCount(report.chat_summary.unique_locations)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>Handed over to a person</dt>
              <dd className="font-semibold">{formatCount(report.chat_summary.handovers)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </AdminPanel>
  );
}
