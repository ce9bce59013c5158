import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import { useSaveProfile } from '../api/advisor-profile-queries';
import {
  PROFILE_FORM_FIELDS,
  focusFirstError,
  profileFormResolver,
  profileToFormInput,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../lib/profile-form';
import { EligibilityCard } from './eligibility-card';
import { EditActionsBar } from './my-profile/edit-actions-bar';
import { MyProfileHeader } from './my-profile/my-profile-header';
import { AdditionalInformationFields } from './profile-fields/additional-information-fields';
import { AdvisorExperienceFields } from './profile-fields/advisor-experience-fields';
import { PersonalInformationFields } from './profile-fields/personal-information-fields';
import { ProfessionalBackgroundFields } from './profile-fields/professional-background-fields';
import { WorkPreferencesFields } from './profile-fields/work-preferences-fields';
import { ProfileSection } from './profile-section';
import { sectionById } from './profile-sections';
import {
  AdditionalInformationView,
  AdvisorExperienceView,
  PersonalInformationView,
  ProfessionalBackgroundView,
  WorkPreferencesView,
} from './profile-view-sections';
import { ResumeUpload } from './resume-upload';
import { ShareProfileCard } from './share-profile-card';

/**
 * /my-profile for a completed profile: view mode, and every section editable in place. `moreSections` are other
 * features' sections under the form (the board seats, composed in by app/).
 */
export function MyProfilePage({ profile, moreSections }: { profile: MyProfile; moreSections?: ReactNode }) {
  // 'viewAfterEdit' is view mode reached by Save or Cancel: focus goes back to the Edit Profile button.
  const [mode, setMode] = useState<'view' | 'edit' | 'viewAfterEdit'>('view');
  const editing = mode === 'edit';
  const editButton = useRef<HTMLButtonElement>(null);
  const save = useSaveProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: profileFormResolver,
    shouldFocusError: false,
    defaultValues: profileToFormInput(profile),
  });

  useEffect(() => {
    if (mode === 'edit') form.setFocus('firstName');
    if (mode === 'viewAfterEdit') editButton.current?.focus();
  }, [mode, form]);

  const startEditing = () => {
    form.reset(profileToFormInput(profile));
    setMode('edit');
  };
  const stopEditing = (values: MyProfile) => {
    form.reset(profileToFormInput(values));
    setMode('viewAfterEdit');
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(values);
        stopEditing(saved);
        toast.success('Profile saved', { description: 'Your changes are now on your profile.' });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          showServerIssues(error, PROFILE_FORM_FIELDS, form.setError, { nested: true });
        }
        toast.error('Error saving profile', { description: 'Failed to save profile changes' });
      }
    },
    (errors) => focusFirstError(errors, form.setFocus),
  );

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-8 sm:py-12">
      <MyProfileHeader profile={profile} editing={editing} editButton={editButton} onEdit={startEditing} />

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <FormProvider {...form}>
            <form
              noValidate
              onSubmit={onSubmit}
              aria-label="Profile details"
              className="flex min-w-0 flex-col gap-6"
            >
              {editing ? (
                <p role="status" className="sr-only">
                  Editing your profile. Save Changes or Cancel at the bottom of the page.
                </p>
              ) : null}
              <ProfileSection {...sectionById('personal-information')}>
                {editing ? (
                  <PersonalInformationFields email={profile.email} />
                ) : (
                  <PersonalInformationView profile={profile} />
                )}
              </ProfileSection>
              <ProfileSection {...sectionById('professional-background')}>
                {editing ? (
                  <ProfessionalBackgroundFields resume={<ResumeUpload profile={profile} />} />
                ) : (
                  <ProfessionalBackgroundView profile={profile} resume={<ResumeUpload profile={profile} />} />
                )}
              </ProfileSection>
              <ProfileSection {...sectionById('advisor-experience')}>
                {editing ? <AdvisorExperienceFields /> : <AdvisorExperienceView profile={profile} />}
              </ProfileSection>
              <ProfileSection {...sectionById('work-preferences')}>
                {editing ? <WorkPreferencesFields /> : <WorkPreferencesView profile={profile} />}
              </ProfileSection>
              <ProfileSection {...sectionById('additional-information')}>
                {editing ? <AdditionalInformationFields /> : <AdditionalInformationView profile={profile} />}
              </ProfileSection>

              {editing ? (
                <EditActionsBar saving={save.isPending} onCancel={() => stopEditing(profile)} />
              ) : null}
            </form>
          </FormProvider>
          {moreSections}
        </div>

        <aside aria-label="Profile tools" className="flex flex-col gap-6">
          <ShareProfileCard profile={profile} />
          <EligibilityCard />
        </aside>
      </div>
    </main>
  );
}
