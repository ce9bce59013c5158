// The five groups of profile fields (this folder, one file a section) are rendered by the completion form and by
// the in-place editor of /my-profile inside a react-hook-form FormProvider, so both validate with the one contract
// schema. What every group shares: that form, the two-column grid and the option lists of selects and chips.
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProfileFormInput } from '../../lib/profile-form';

export const useProfileForm = () => useFormContext<ProfileFormInput>();

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">{children}</div>;
}

export const presetOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
export const labelledOptions = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
