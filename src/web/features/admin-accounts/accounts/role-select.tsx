import { useId } from 'react';
import { type StaffRole, staffRoleLabels, staffRoles } from '#shared/accounts.js';
import { roleDescriptions } from '#shared/role-access.js';

type RoleSelectProps = {
  label: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
};

/** A role, each named with what it may do. */
export function RoleSelect({ label, value, onChange }: RoleSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as StaffRole)}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
      >
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {staffRoleLabels[role]}: {roleDescriptions[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
