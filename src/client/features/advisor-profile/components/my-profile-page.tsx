import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { BriefcaseBusiness, CalendarDays, FileText, Pencil } from 'lucide-react';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { Button, buttonClasses } from '@client/components/ui/button';
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
import { ProfilePhotoUpload } from './profile-photo-upload';
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

const quickLinkClasses = buttonClasses({ variant: 'outline', size: 'sm' });

function QuickLinks({ profile }: { profile: MyProfile }) {
  const links = [
    profile.calendlyLink ? { href: profile.calendlyLink, label: 'Calendly', icon: CalendarDays } : null,
    profile.linkedinUrl ? { href: profile.linkedinUrl, label: 'LinkedIn', icon: BriefcaseBusiness } : null,
    profile.resumeUrl ? { href: profile.resumeUrl, label: 'Resume', icon: FileText } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) {
    return (
      <p className="text-sm text-muted">
        Add your LinkedIn, Calendly link and resume so companies can take the next step.
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Your links">
      {links.map(({ href, label, icon: Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={quickLinkClasses}>
            <Icon aria-hidden />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** /my-profile for a completed profile: view mode, and every section editable in place. */
export function MyProfilePage({ profile }: { profile: MyProfile }) {
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

  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Your profile';
  const headline = [
    profile.yearsExperience !== null ? `${profile.yearsExperience}+ years experience` : null,
    [profile.city, profile.country].filter(Boolean).join(', ') || null,
  ].filter(Boolean);

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-8 sm:py-12">
      <section
        aria-labelledby="profile-name"
        className="overflow-hidden rounded-card border border-hairline bg-card shadow-soft"
      >
        <div aria-hidden className="relative h-24 bg-ink sm:h-28">
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_85%_-20%,rgb(184_137_59/0.35),transparent_55%)]" />
        </div>
        <div className="-mt-16 flex flex-col gap-5 px-5 pb-6 sm:-mt-14 sm:flex-row sm:items-end sm:px-8">
          <ProfilePhotoUpload profile={profile} layout="stacked" />
          <div className="flex min-w-0 flex-1 flex-col gap-1 text-center sm:pb-9 sm:text-left">
            <p className="text-xs font-semibold tracking-[0.18em] text-accent-strong uppercase">My Profile</p>
            <h1
              id="profile-name"
              className="font-display text-3xl leading-tight font-medium tracking-tight break-words sm:text-4xl"
            >
              {name}
            </h1>
            {headline.length > 0 ? <p className="text-sm text-muted">{headline.join(' · ')}</p> : null}
          </div>
          <div className="flex justify-center sm:pb-9">
            {editing ? null : (
              <Button ref={editButton} variant="secondary" onClick={startEditing}>
                <Pencil aria-hidden />
                Edit Profile
              </Button>
            )}
          </div>
        </div>
        <div className="border-t border-hairline px-5 py-4 sm:px-8">
          <QuickLinks profile={profile} />
        </div>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
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
              <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-card border border-hairline bg-card p-3 shadow-overlay sm:p-4">
                <p className="hidden text-sm text-muted sm:block">
                  Fields marked <span className="text-danger">*</span> are required.
                </p>
                <div className="flex flex-1 gap-2 sm:flex-none">
                  <Button
                    variant="outline"
                    className="flex-1 sm:flex-none"
                    onClick={() => stopEditing(profile)}
                    disabled={save.isPending}
                  >
                    Cancel
                  </Button>
                  <Button type="submit" className="flex-1 sm:flex-none" loading={save.isPending}>
                    {save.isPending ? 'Saving...' : 'Save Changes'}
                  </Button>
                </div>
              </div>
            ) : null}
          </form>
        </FormProvider>

        <aside aria-label="Profile tools" className="flex flex-col gap-6">
          <ShareProfileCard profile={profile} />
          <EligibilityCard />
        </aside>
      </div>
    </main>
  );
}
