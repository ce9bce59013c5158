import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { VisibilityInputSchema, type MyProfile } from '@shared/schemas/advisor-profile';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import type { useUpdateVisibility } from '../../api/advisor-profile-queries';

const SlugFormSchema = VisibilityInputSchema.pick({ publicProfileSlug: true }).required();

/**
 * The public profile URL (its slug): saved with the card's visibility mutation, so the switch waits for it too.
 * The server's issue (or a taken address) is shown under the field.
 */
export function ProfileUrlForm({
  profile,
  visibility,
}: {
  profile: MyProfile;
  visibility: ReturnType<typeof useUpdateVisibility>;
}) {
  const slugForm = useForm({
    resolver: zodResolver(SlugFormSchema),
    values: { publicProfileSlug: profile.publicProfileSlug ?? '' },
  });
  const slugError = slugForm.formState.errors.publicProfileSlug?.message;

  const saveSlug = slugForm.handleSubmit(({ publicProfileSlug }) =>
    visibility.mutate(
      { isPublic: profile.isPublic, publicProfileSlug },
      {
        onSuccess: () => toast.success('Profile URL saved', { description: 'Your public link has changed.' }),
        onError: (error) => {
          if (showServerIssues(error, ['publicProfileSlug'], slugForm.setError).length > 0) return;
          // A taken address is a conflict without issues; it is still about the address field.
          if (error instanceof ApiError && error.code === 'CONFLICT') {
            slugForm.setError('publicProfileSlug', { type: 'server', message: error.message });
          } else {
            toast.error('Could not save the profile URL', { description: 'Please try again.' });
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={saveSlug} className="flex flex-col gap-2">
      <Label htmlFor="profile-slug">Public profile URL</Label>
      <div className="flex min-w-0 items-stretch">
        <span
          aria-hidden
          className="inline-flex items-center rounded-l-control border border-r-0 border-control bg-surface px-2.5 text-sm text-muted"
        >
          /advisor/
        </span>
        <Input
          id="profile-slug"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="your-name"
          aria-invalid={slugError ? true : undefined}
          aria-describedby={slugError ? 'profile-slug-error profile-slug-hint' : 'profile-slug-hint'}
          className="rounded-l-none"
          {...slugForm.register('publicProfileSlug')}
        />
      </div>
      {slugError ? (
        <p id="profile-slug-error" role="alert" className="text-sm font-medium text-danger">
          {slugError}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <p id="profile-slug-hint" className="pt-1.5 text-sm text-muted">
          Lowercase letters, numbers and hyphens.
        </p>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          loading={visibility.isPending && visibility.variables?.publicProfileSlug !== undefined}
        >
          Save URL
        </Button>
      </div>
    </form>
  );
}
