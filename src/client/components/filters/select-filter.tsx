import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/select';

/** A search form's select, as the form lists them. */
export interface SelectFilterField<Name extends string> {
  name: Name;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A select of a search form: its blank choice ("Any …") clears the filter; a change applies at once. */
export function SelectFilter({
  label,
  placeholder,
  options,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <NativeSelect
          {...control}
          placeholder={placeholder}
          options={options}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A search form's selects in the order it lists them, each reading its value from the form's filters. */
export function SelectFilters<Name extends string>({
  fields,
  values,
  onChange,
}: {
  fields: readonly SelectFilterField<Name>[];
  values: Partial<Record<Name, string | undefined>>;
  onChange: (name: Name, value: string) => void;
}) {
  return fields.map((field) => (
    <SelectFilter
      key={field.name}
      label={field.label}
      placeholder={field.placeholder}
      options={field.options}
      value={values[field.name]}
      onChange={(value) => onChange(field.name, value)}
    />
  ));
}
