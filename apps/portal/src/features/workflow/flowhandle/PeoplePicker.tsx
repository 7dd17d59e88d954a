import { PersonPicker, type PickedEntry } from '@ccms/pickers';
import { useOrganisationTree } from '../../../api/useOrganisationTree';

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
  const organisation = useOrganisationTree();
  return (
    <PersonPicker
      label={label}
      nodes={organisation.nodes}
      loadChildren={organisation.loadChildren}
      multiple={multiple}
      value={value}
      onChange={onChange}
      isRequired
      {...(errorMessage ? { errorMessage } : {})}
    />
  );
}
