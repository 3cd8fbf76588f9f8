import { type AuditAction, type AuditFilter, auditActionLabels, auditActions } from '#shared/audit.js';
import { ChoiceSelect } from '#web/admin/components/choice-select.js';
import { useAccounts } from '#web/features/admin-accounts/index.js';

type AuditFiltersProps = { filter: AuditFilter; onChange: (filter: AuditFilter) => void };

const selectClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-normal';
const actionChoices = auditActions.map((action) => ({ value: action, label: auditActionLabels[action] }));

/** Narrows the audit log to one person, one kind of action, and a range of days (UTC, both included). */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const people = useAccounts().data ?? [];
  const set = (change: Partial<AuditFilter>) => onChange({ ...filter, ...change });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <ChoiceSelect
        label="Person"
        className={selectClass}
        value={filter.accountId === undefined ? '' : String(filter.accountId)}
        onChange={(value) => set({ accountId: value ? Number(value) : undefined })}
        noneLabel="Everyone"
        choices={people.map((person) => ({
          value: String(person.id),
          label: `${person.name} (${person.email})`,
        }))}
      />
      <ChoiceSelect
        label="Action"
        className={selectClass}
        value={filter.action ?? ''}
        onChange={(value) => set({ action: (value || undefined) as AuditAction | undefined })}
        noneLabel="Every action"
        choices={actionChoices}
      />
      <DayField label="From (day)" value={filter.from} onChange={(from) => set({ from })} />
      <DayField label="To (day)" value={filter.to} onChange={(to) => set({ to })} />
    </div>
  );
}

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <label className="text-sm font-medium">
      {label}
      <input
        type="date"
        className={selectClass}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </label>
  );
}
