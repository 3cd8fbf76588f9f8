import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { useOffices } from '#web/admin/api/offices-query.js';

type BranchCheckboxesProps = {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
};

/** The offices of the published content a branch account covers (its branch keys), chosen, not typed. */
export function BranchCheckboxes({ selected, onChange, error }: BranchCheckboxesProps) {
  const offices = useOffices();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((key) => key !== id));
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Branches this account covers</legend>
      {offices.isPending && <p className="text-sm text-slate-600">Loading the branches...</p>}
      {offices.isError && (
        <p role="alert" className="text-sm text-red-700">
          The branches could not be loaded: {adminErrorMessage(offices.error)}
        </p>
      )}
      <div className="grid gap-1 sm:grid-cols-2">
        {offices.data?.map((office) => (
          <label key={office.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={selected.includes(office.id)}
              onChange={(event) => toggle(office.id, event.target.checked)}
            />
            {office.name}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
