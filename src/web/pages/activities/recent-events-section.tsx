import { CalendarDays, Users } from 'lucide-react';
import { usePageContext } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function RecentEventsSection() {
  const { content, text, language } = usePageContext();
  const recentEvents = content.events.events;
  // Formatted on the server in the page's language; UTC, so the date reads the same when
  // pre-rendered and in any visitor's time zone.
  const eventDate = new Intl.DateTimeFormat(language.tag, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <PageSection headingId="recent-events-heading" title={text('Recent Events')}>
      <ul className="grid gap-6 md:grid-cols-3">
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
                {text('{count, plural, one {# attendee} other {# attendees}}', { count: event.attendees })}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
