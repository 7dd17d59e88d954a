import { PersonPicker, type PickedEntry } from '@ccms/pickers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createOrganisationLoader } from '../../../api/pickerData';

/** The person picker over the company's departments and people (one or several). */
export function PeoplePicker({
  label,
  multiple,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  multiple: boolean;
  value: readonly PickedEntry[];
  onChange: (value: readonly PickedEntry[]) => void;
  errorMessage?: string | undefined;
}) {
  // One loader per picker: it asks for the department tree once and reuses it.
  const [loader] = useState(createOrganisationLoader);
  const roots = useQuery({
    queryKey: ['workflow', 'organisation'],
    queryFn: () => loader.roots(),
  });
  return (
    <PersonPicker
      label={label}
      nodes={roots.data ?? []}
      loadChildren={(deptId) => loader.children(deptId)}
      multiple={multiple}
      value={value}
      onChange={onChange}
      isRequired
      {...(errorMessage ? { errorMessage } : {})}
    />
  );
}
