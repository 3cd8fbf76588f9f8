import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import type { Recommendation } from './recommendations.js';

const toneStyle = {
  problem: { className: 'border-red-300 bg-red-50 text-red-900', Icon: AlertTriangle },
  hint: { className: 'border-amber-300 bg-amber-50 text-amber-900', Icon: Info },
  ok: { className: 'border-green-300 bg-green-50 text-green-900', Icon: CheckCircle2 },
};

export function RecommendationsPanel({ recommendations }: { recommendations: Recommendation[] }) {
  return (
    <AdminPanel title="Recommendations" headingLevel={2}>
      <ul className="space-y-2">
        {recommendations.map((advice) => {
          const { className, Icon } = toneStyle[advice.tone];
          return (
            <li key={advice.id} className={`rounded-lg border p-3 text-sm ${className}`}>
              <p className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-4" />
                {advice.title}
              </p>
              <p className="mt-1">{advice.detail}</p>
            </li>
          );
        })}
      </ul>
    </AdminPanel>
  );
}
