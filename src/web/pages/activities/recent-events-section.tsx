import { CalendarDays, Users } from 'lucide-react';
import { recentEvents } from '../../../content/index.js';

// UTC, so the date reads the same when pre-rendered and in any visitor's time zone.
const eventDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

export function RecentEventsSection() {
  return (
    <section aria-labelledby="recent-events-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="recent-events-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Recent Events
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {recentEvents.map((event) => (
          <li key={event.title}>
            <article className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{event.title}</h3>
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
                <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
                <time dateTime={event.date}>{eventDate.format(new Date(event.date))}</time>
              </p>
              <p className="mt-3 text-slate-700">{event.description}</p>
              <p className="mt-4 flex items-center gap-2 font-semibold text-brand-900">
                <Users aria-hidden="true" className="size-4" />
                {`${event.attendees} attendees`}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
