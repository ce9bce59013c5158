import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { COMPANY_COMPENSATION_TYPES } from '@shared/constants';
import {
  LEGACY_ENGAGEMENT_TYPES,
  LegacyPostInputSchema,
  type LegacyPostValues,
} from '@shared/schemas/company';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { showServerIssues } from '@client/lib/form-errors';
import { paths } from '@client/lib/paths';
import { useCreateLegacyPosting } from '../api/company-queries';
import { firstError } from '../lib/position-form';
import { CompanyPage } from './company-area-state';
import { CREATE_FAILED } from './position-dialogs';

interface LegacyPostFormInput {
  title: string;
  description: string;
  industry: string;
  city: string;
  country: string;
  engagementType: string;
  compensationType: string;
  salary: string;
}

const FIELD_ORDER = [
  'title',
  'description',
  'industry',
  'city',
  'country',
  'engagementType',
  'compensationType',
  'salary',
] as const satisfies readonly (keyof LegacyPostFormInput)[];

// The form holds plain strings, a narrower type than the schema's input (its preprocessors accept anything).
const resolver = zodResolver(LegacyPostInputSchema) as unknown as Resolver<
  LegacyPostFormInput,
  unknown,
  LegacyPostValues
>;

const listOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** /post-board-position: the older, shorter posting form (title and description required). */
export function LegacyPostPage() {
  const navigate = useNavigate();
  const create = useCreateLegacyPosting();
  const form = useForm<LegacyPostFormInput, unknown, LegacyPostValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      title: '',
      description: '',
      industry: '',
      city: '',
      country: '',
      engagementType: '',
      compensationType: '',
      salary: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await create.mutateAsync(values);
      } catch (error) {
        const [issue] = showServerIssues(error, FIELD_ORDER, form.setError);
        if (issue) {
          toast.error('Validation Error', { description: issue.message });
        } else {
          toast.error('Error', { description: CREATE_FAILED });
        }
        return;
      }
      toast.success('Position published successfully');
      void navigate(paths.companyDashboard());
    },
    (formErrors) => {
      const first = firstError(formErrors, FIELD_ORDER);
      if (!first) return;
      toast.error('Validation Error', { description: first.message });
      form.setFocus(first.name);
    },
  );

  return (
    <CompanyPage
      className="max-w-3xl"
      title="Post a Board Position"
      description="A quick posting: a title and a description are enough. Your company profile fills in the rest."
      back={
        <Link
          to={paths.companyDashboard()}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden />
          Back to dashboard
        </Link>
      }
    >
      <Card>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <Field label="Position title" required error={errors.title?.message}>
              {(c) => (
                <Input
                  {...c}
                  placeholder="e.g. Independent Board Member"
                  maxLength={150}
                  {...register('title')}
                />
              )}
            </Field>
            <Field
              label="Description"
              required
              hint="Plain text; leave an empty line between paragraphs."
              error={errors.description?.message}
            >
              {(c) => <Textarea {...c} rows={8} {...register('description')} />}
            </Field>
            <div className="grid gap-5 sm:grid-cols-3">
              <Field label="Industry" error={errors.industry?.message}>
                {(c) => <Input {...c} maxLength={80} {...register('industry')} />}
              </Field>
              <Field label="City" error={errors.city?.message}>
                {(c) => <Input {...c} maxLength={80} {...register('city')} />}
              </Field>
              <Field label="Country" error={errors.country?.message}>
                {(c) => <Input {...c} maxLength={80} {...register('country')} />}
              </Field>
            </div>
            <div className="grid gap-5 sm:grid-cols-3">
              <Field label="Engagement type" error={errors.engagementType?.message}>
                {(c) => (
                  <NativeSelect
                    {...c}
                    placeholder="Select type"
                    options={listOptions(LEGACY_ENGAGEMENT_TYPES)}
                    {...register('engagementType')}
                  />
                )}
              </Field>
              <Field label="Compensation" error={errors.compensationType?.message}>
                {(c) => (
                  <NativeSelect
                    {...c}
                    placeholder="Select compensation"
                    options={listOptions(COMPANY_COMPENSATION_TYPES)}
                    {...register('compensationType')}
                  />
                )}
              </Field>
              <Field label="Salary" error={errors.salary?.message}>
                {(c) => <Input {...c} maxLength={120} {...register('salary')} />}
              </Field>
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-hairline pt-5 sm:flex-row sm:justify-end">
              <Link to={paths.companyDashboard()} className={buttonClasses({ variant: 'outline' })}>
                Cancel
              </Link>
              <Button type="submit" loading={create.isPending}>
                {create.isPending ? 'Posting...' : 'Post Position'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </CompanyPage>
  );
}
