import { BarChart3, MapPin, MessageSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnalyticsSummary } from '#shared/analytics.js';
import { chatsPerVisitor, formatCount } from '#web/admin/lib/format.js';

const engagementHelpId = 'engagement-rate-help';

function StatCard({
  label,
  value,
  meaning,
  icon,
  describedBy,
}: {
  label: string;
  value: string;
  /** What the figure means, in words beside it ('6 chats per visitor'). */
  meaning?: string;
  icon: ReactNode;
  describedBy?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd aria-describedby={describedBy} className="mt-2 text-3xl font-bold text-slate-900">
        {value}
      </dd>
      {meaning && <dd className="mt-1 text-sm text-slate-600">{meaning}</dd>}
    </div>
  );
}

/** The four cards of the seed: Total Visitors, Chat Interactions, Unique Locations, Engagement Rate. */
export function StatCards({ summary }: { summary: AnalyticsSummary }) {
  const iconClass = 'size-4 text-brand-600';
  return (
    <div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Visitors"
          value={formatCount(summary.total_visitors)}
          icon={<Users aria-hidden="true" className={iconClass} />}
        />
        <StatCard
          label="Chat Interactions"
          value={formatCount(summary.total_chats)}
          icon={<MessageSquare aria-hidden="true" className={iconClass} />}
        />
        <StatCard
          label="Unique Locations"
          value={formatCount(summary.unique_locations)}
          icon={<MapPin aria-hidden="true" className={iconClass} />}
        />
        <StatCard
          label="Engagement Rate"
          value={`${summary.engagement_rate}%`}
          meaning={chatsPerVisitor(summary.engagement_rate)}
          icon={<BarChart3 aria-hidden="true" className={iconClass} />}
          describedBy={engagementHelpId}
        />
      </dl>
      <p id={engagementHelpId} className="mt-2 text-xs text-slate-600">
        Visitors are distinct browser sessions, bots left out. Engagement Rate is chat interactions per 100
        visitors in the period, so it passes 100% when visitors ask several questions.
      </p>
    </div>
  );
}
