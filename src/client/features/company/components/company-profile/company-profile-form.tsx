import { useForm } from 'react-hook-form';
import { Building2, Target, UserRound } from 'lucide-react';
import type { CompanyProfile, CompanyProfileValues } from '@shared/schemas/company';
import { FormSaveBar } from '@client/components/ui/form-save-bar';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import { useSaveCompanyProfile } from '../../api/company-queries';
import { firstError } from '../../lib/position-form';
import {
  companyProfileResolver,
  PROFILE_FIELD_ORDER,
  profileToForm,
  type CompanyProfileFormInput,
} from '../../lib/profile-form';
import { AdvisorNeedsFields } from './advisor-needs-fields';
import { CompanyDetailsFields } from './company-details-fields';
import { ContactPersonFields } from './contact-person-fields';
import { ProfileFormSection } from './profile-form-section';

/** The company profile form: three sections, one Save Profile; server issues land under their fields. */
export function CompanyProfileForm({
  profile,
  onSaved,
}: {
  profile: CompanyProfile | null;
  onSaved: () => void;
}) {
  const form = useForm<CompanyProfileFormInput, unknown, CompanyProfileValues>({
    resolver: companyProfileResolver,
    shouldFocusError: false,
    defaultValues: profileToForm(profile),
  });
  const save = useSaveCompanyProfile();

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync(values);
      } catch (error) {
        showServerIssues(error, PROFILE_FIELD_ORDER, form.setError);
        toast.error('Error', {
          description:
            error instanceof ApiError
              ? error.message
              : 'Failed to save the company profile. Please try again.',
        });
        return;
      }
      toast.success('Profile Saved', { description: 'Your company profile has been successfully saved!' });
      onSaved();
    },
    (formErrors) => {
      const first = firstError(formErrors, PROFILE_FIELD_ORDER);
      if (first) form.setFocus(first.name);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <ProfileFormSection
        id="company-details"
        icon={Building2}
        title="Company details"
        description="Who you are, where you are and what you do."
      >
        <CompanyDetailsFields form={form} />
      </ProfileFormSection>

      <ProfileFormSection
        id="contact-person"
        icon={UserRound}
        title="Contact person"
        description="Who advisors will be talking to."
      >
        <ContactPersonFields form={form} />
      </ProfileFormSection>

      <ProfileFormSection
        id="advisor-needs"
        icon={Target}
        title="What you are looking for"
        description="Advisor search ranks candidates against these."
      >
        <AdvisorNeedsFields form={form} />
      </ProfileFormSection>

      <FormSaveBar saving={save.isPending} label="Save Profile" busyLabel="Saving Profile..." />
    </form>
  );
}
