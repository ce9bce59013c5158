import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { History } from 'lucide-react';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { Button } from '@client/components/ui/button';
import { FormSaveBar } from '@client/components/ui/form-save-bar';
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
import { ProfileSection } from './profile-section';
import { AdditionalInformationFields } from './profile-fields/additional-information-fields';
import { AdvisorExperienceFields } from './profile-fields/advisor-experience-fields';
import { PersonalInformationFields } from './profile-fields/personal-information-fields';
import { ProfessionalBackgroundFields } from './profile-fields/professional-background-fields';
import { WorkPreferencesFields } from './profile-fields/work-preferences-fields';
import { ProfilePhotoUpload } from './profile-photo-upload';
import { PROFILE_SECTIONS, sectionById } from './profile-sections';
import { ResumeUpload } from './resume-upload';
import { useInitialDraft, useProfileDraftAutosave } from './use-profile-draft';

interface ProfileCompletionPageProps {
  profile: MyProfile;
  /** Called after a successful save (the screen navigates to the congratulations page). */
  onSaved: () => void;
}

/** The advisor's first full profile: five sections, a draft that survives reloads, one "Complete Profile". */
export function ProfileCompletionPage({ profile, onSaved }: ProfileCompletionPageProps) {
  const draft = useInitialDraft(profile.id);
  const [draftRestored, setDraftRestored] = useState(draft !== null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: profileFormResolver,
    shouldFocusError: false,
    defaultValues: { ...profileToFormInput(profile), ...draft },
  });
  const autosave = useProfileDraftAutosave(profile.id, form);
  const save = useSaveProfile();

  const discardDraft = () => {
    autosave.discard();
    form.reset(profileToFormInput(profile));
    setDraftRestored(false);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync(values);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          showServerIssues(error, PROFILE_FORM_FIELDS, form.setError, { nested: true });
        }
        toast.error('Error', { description: 'Failed to save profile. Please try again.' });
        return;
      }
      autosave.stop();
      onSaved();
    },
    (errors) => focusFirstError(errors, form.setFocus),
  );

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.18em] text-accent-strong uppercase">
          Advisor profile
        </p>
        <h1 className="mt-3 font-display text-3xl leading-tight font-medium tracking-tight sm:text-4xl">
          Complete your advisor profile
        </h1>
        <p className="mt-3 text-base leading-relaxed text-pretty text-muted">
          Companies look for experience, industries and availability. A complete profile takes about five
          minutes and is what our matching reads.
        </p>
      </header>

      <div className="mt-10 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label="Profile sections" className="hidden lg:block">
          <ol className="sticky top-24 flex flex-col gap-1 text-sm">
            {PROFILE_SECTIONS.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex items-center gap-3 rounded-control px-3 py-2 text-body hover:bg-card hover:text-ink"
                >
                  <span
                    aria-hidden
                    className="inline-flex size-6 items-center justify-center rounded-full border border-hairline bg-card text-xs font-semibold text-muted"
                  >
                    {index + 1}
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-6">
            {draftRestored ? (
              <div
                role="status"
                className="flex flex-col gap-3 rounded-card border border-accent/30 bg-accent-soft px-4 py-3 text-sm text-ink sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="flex items-center gap-2">
                  <History aria-hidden className="size-4 shrink-0 text-accent-strong" />
                  We restored the answers you had not saved yet.
                </p>
                <Button variant="ghost" size="sm" onClick={discardDraft}>
                  Discard draft
                </Button>
              </div>
            ) : null}

            <ProfileSection {...sectionById('personal-information')}>
              <PersonalInformationFields
                email={profile.email}
                photo={<ProfilePhotoUpload profile={profile} />}
              />
            </ProfileSection>
            <ProfileSection {...sectionById('professional-background')}>
              <ProfessionalBackgroundFields resume={<ResumeUpload profile={profile} />} />
            </ProfileSection>
            <ProfileSection {...sectionById('advisor-experience')}>
              <AdvisorExperienceFields />
            </ProfileSection>
            <ProfileSection {...sectionById('work-preferences')}>
              <WorkPreferencesFields />
            </ProfileSection>
            <ProfileSection {...sectionById('additional-information')}>
              <AdditionalInformationFields />
            </ProfileSection>

            <FormSaveBar
              note="Your answers are kept on this device until you save."
              saving={save.isPending}
              label="Complete Profile"
              busyLabel="Saving Profile..."
              className="sm:p-6"
            />
          </form>
        </FormProvider>
      </div>
    </main>
  );
}
