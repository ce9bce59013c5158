import { Controller, useForm, useWatch } from 'react-hook-form';
import { Building2, UserRound, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  COMPANY_COMPENSATION_TYPES,
  COMPANY_INDUSTRIES,
  COMPANY_SIZES,
  COMPANY_SKILLS,
  FUNDING_STAGES,
} from '@shared/constants';
import type { CompanyProfile, CompanyProfileValues } from '@shared/schemas/company';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import { useCompanyProfile, useSaveCompanyProfile } from '../api/company-queries';
import { firstError } from '../lib/position-form';
import {
  companyProfileResolver,
  PROFILE_FIELD_ORDER,
  profileToForm,
  type CompanyProfileFormInput,
} from '../lib/profile-form';
import { ChoiceChips } from './choice-chips';
import { CompanyPage, CompanyQueryError } from './company-area-state';
import { LogoField } from './logo-field';

const listOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface CompanyProfilePageProps {
  returnTo: string;
  /** Called after 'Profile Saved' (the screen refreshes the session's view and opens the dashboard). */
  onSaved: () => void;
}

/** /company/my-profile: the company profile, created or edited with every field and option list of the spec. */
export function CompanyProfilePage({ returnTo, onSaved }: CompanyProfilePageProps) {
  const query = useCompanyProfile();
  const profile = query.data?.profile ?? null;
  const isNew = !profile?.profileCompleted;
  return (
    <CompanyPage
      className="max-w-4xl"
      title={query.isError || !isNew ? 'Company profile' : 'Create your company profile'}
      description={
        query.isError
          ? undefined
          : !isNew
            ? 'What advisors see about your company, and what search ranks them against.'
            : 'Tell advisors who you are and what you are looking for. You can post positions once it is saved.'
      }
    >
      {query.isPending ? (
        <ProfileFormSkeleton />
      ) : query.isError ? (
        <CompanyQueryError
          error={query.error}
          returnTo={returnTo}
          message="We couldn’t load your company profile right now. Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <CompanyProfileForm key={profile?.updatedAt ?? 'new'} profile={profile} onSaved={onSaved} />
      )}
    </CompanyPage>
  );
}

function Section({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: typeof Building2;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row items-start gap-3 border-b border-hairline pb-5">
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
          <Icon aria-hidden className="size-4.5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-lg leading-7 font-semibold text-ink">
            {title}
          </h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">{children}</CardContent>
    </Card>
  );
}

function CompanyProfileForm({ profile, onSaved }: { profile: CompanyProfile | null; onSaved: () => void }) {
  const form = useForm<CompanyProfileFormInput, unknown, CompanyProfileValues>({
    resolver: companyProfileResolver,
    shouldFocusError: false,
    defaultValues: profileToForm(profile),
  });
  const save = useSaveCompanyProfile();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const companyName = useWatch({ control, name: 'companyName' });

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
      <Section
        id="company-details"
        icon={Building2}
        title="Company details"
        description="Who you are, where you are and what you do."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Company name" required error={errors.companyName?.message}>
            {(c) => <Input {...c} autoComplete="organization" maxLength={120} {...register('companyName')} />}
          </Field>
          <Field label="Website" error={errors.websiteUrl?.message}>
            {(c) => (
              <Input
                {...c}
                type="url"
                inputMode="url"
                placeholder="https://yourcompany.com"
                {...register('websiteUrl')}
              />
            )}
          </Field>
        </div>
        <Field
          label="Company description"
          required
          hint="What the company does, its stage and why it needs board advice."
          error={errors.companyDescription?.message}
        >
          {(c) => <Textarea {...c} rows={5} maxLength={5000} {...register('companyDescription')} />}
        </Field>
        <Controller
          control={control}
          name="industries"
          render={({ field }) => (
            <ChoiceChips
              legend="Industries"
              options={COMPANY_INDUSTRIES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Company size" error={errors.companySize?.message}>
            {(c) => (
              <NativeSelect
                {...c}
                placeholder="Select size"
                options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
                {...register('companySize')}
              />
            )}
          </Field>
          <Field label="Funding stage" error={errors.fundingStage?.message}>
            {(c) => (
              <NativeSelect
                {...c}
                placeholder="Select stage"
                options={listOptions(FUNDING_STAGES)}
                {...register('fundingStage')}
              />
            )}
          </Field>
          <Field label="City" error={errors.city?.message}>
            {(c) => <Input {...c} autoComplete="address-level2" maxLength={80} {...register('city')} />}
          </Field>
          <Field label="Country" error={errors.country?.message}>
            {(c) => <Input {...c} autoComplete="country-name" maxLength={80} {...register('country')} />}
          </Field>
        </div>
        <Controller
          control={control}
          name="logoUrl"
          render={({ field }) => (
            <LogoField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              companyName={companyName}
              hint="Shown on your positions. Upload a file or paste a link to an image."
              error={errors.logoUrl?.message}
            />
          )}
        />
      </Section>

      <Section
        id="contact-person"
        icon={UserRound}
        title="Contact person"
        description="Who advisors will be talking to."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Contact full name" required error={errors.contactFullName?.message}>
            {(c) => <Input {...c} autoComplete="name" maxLength={120} {...register('contactFullName')} />}
          </Field>
          <Field label="Contact position" required error={errors.contactPosition?.message}>
            {(c) => (
              <Input
                {...c}
                autoComplete="organization-title"
                placeholder="e.g. Chief Executive Officer"
                maxLength={120}
                {...register('contactPosition')}
              />
            )}
          </Field>
        </div>
        <Field label="Contact LinkedIn" error={errors.contactLinkedinUrl?.message}>
          {(c) => (
            <Input
              {...c}
              type="url"
              inputMode="url"
              placeholder="linkedin.com/in/your-name"
              {...register('contactLinkedinUrl')}
            />
          )}
        </Field>
      </Section>

      <Section
        id="advisor-needs"
        icon={Target}
        title="What you are looking for"
        description="Advisor search ranks candidates against these."
      >
        <Controller
          control={control}
          name="skillsNeeded"
          render={({ field }) => (
            <ChoiceChips
              legend="Skills needed"
              options={COMPANY_SKILLS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <Field
            label="Years of experience required"
            hint="Whole number, 0 or more."
            error={errors.yearsExperienceRequired?.message}
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="0"
                {...register('yearsExperienceRequired')}
              />
            )}
          </Field>
          <Field
            label="Expected hours per month"
            hint="Whole number, 0 or more."
            error={errors.expectedMonthlyAvailability?.message}
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="0"
                {...register('expectedMonthlyAvailability')}
              />
            )}
          </Field>
          <Field label="Compensation type" error={errors.compensationType?.message}>
            {(c) => (
              <NativeSelect
                {...c}
                placeholder="Select type"
                options={listOptions(COMPANY_COMPENSATION_TYPES)}
                {...register('compensationType')}
              />
            )}
          </Field>
        </div>
      </Section>

      <div className="flex flex-col-reverse gap-4 rounded-card border border-hairline bg-card p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          Fields marked <span className="text-danger">*</span> are required.
        </p>
        <Button type="submit" size="lg" loading={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving Profile...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}

function ProfileFormSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <span role="status" className="sr-only">
        Loading your company profile…
      </span>
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex flex-col gap-5 rounded-card border border-hairline bg-card p-6">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-5 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-24" />
        </div>
      ))}
    </div>
  );
}
