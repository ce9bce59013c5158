import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { emptyExperienceEntry } from '../../lib/profile-form';
import { OptionCards } from '../option-cards';
import { AdvisorExperienceEntry } from './advisor-experience-entry';
import { useProfileForm } from './profile-form-layout';

export function AdvisorExperienceFields() {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'advisorExperience' });
  const hasBeenAdvisor = useWatch({ control, name: 'hasBeenAdvisorBefore' });
  const registration = register('hasBeenAdvisorBefore', {
    onChange: (event: { target: { value: string } }) => {
      // Answering "Yes" opens the first entry right away.
      if (event.target.value === 'yes' && (getValues('advisorExperience') ?? []).length === 0) {
        append(emptyExperienceEntry(), { shouldFocus: false });
      }
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <OptionCards
        legend="Have you been an advisor before?"
        required
        columns={2}
        error={errors.hasBeenAdvisorBefore?.message}
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        registration={registration}
      />
      {hasBeenAdvisor === 'yes' ? (
        <div className="flex flex-col gap-4">
          {fields.map((entry, index) => (
            <AdvisorExperienceEntry key={entry.id} index={index} onRemove={() => remove(index)} />
          ))}
          {fields.length < LIMITS.listCap ? (
            <div>
              <Button variant="outline" onClick={() => append(emptyExperienceEntry())}>
                <Plus aria-hidden />
                {fields.length === 0 ? 'Add an advisory role' : 'Add another advisory role'}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
