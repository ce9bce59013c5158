import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Award, Copy, ExternalLink, Globe, Lock } from 'lucide-react';
import {
  VisibilityInputSchema,
  type Badge as BadgeData,
  type MyProfile,
} from '@shared/schemas/advisor-profile';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { showServerIssues } from '@client/lib/form-errors';
import { paths } from '@client/lib/paths';
import { useGenerateBadge, useUpdateVisibility } from '../api/advisor-profile-queries';
import { copyText } from '@client/lib/copy-text';
import { BadgeDialog } from './badge-dialog';

const SlugFormSchema = VisibilityInputSchema.pick({ publicProfileSlug: true }).required();

/** Visibility, the public URL (slug), the link to copy, and the social badge. */
export function ShareProfileCard({ profile }: { profile: MyProfile }) {
  const visibility = useUpdateVisibility();
  const generateBadge = useGenerateBadge();
  const [badge, setBadge] = useState<BadgeData | null>(null);
  const [badgeOpen, setBadgeOpen] = useState(false);
  const publicPath = paths.publicAdvisor(profile.publicProfileSlug ?? profile.id);
  const publicUrl = `${window.location.origin}${publicPath}`;

  const slugForm = useForm({
    resolver: zodResolver(SlugFormSchema),
    values: { publicProfileSlug: profile.publicProfileSlug ?? '' },
  });
  const slugError = slugForm.formState.errors.publicProfileSlug?.message;

  const setPublic = (isPublic: boolean) =>
    visibility.mutate(
      { isPublic },
      {
        onSuccess: () =>
          toast.success(isPublic ? 'Your profile is public' : 'Your profile is private', {
            description: isPublic
              ? 'Anyone with the link can now see your public profile.'
              : 'Your public link now shows “Profile Not Found”.',
          }),
        onError: (error) =>
          toast.error('Could not change visibility', {
            description: error instanceof ApiError ? error.message : 'Please try again.',
          }),
      },
    );

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

  const copyLink = async () => {
    try {
      await copyText(publicUrl);
      toast.success('Link copied!');
    } catch {
      toast.error('Failed to copy', { description: publicUrl });
    }
  };

  const openBadge = () =>
    generateBadge.mutate(undefined, {
      onSuccess: (result) => {
        setBadge(result);
        setBadgeOpen(true);
      },
      onError: () => toast.error('Badge generation failed', { description: 'Please try again.' }),
    });

  return (
    <Card role="region" aria-labelledby="share-profile-title">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle as="h2" id="share-profile-title">
            Share My Profile
          </CardTitle>
          {profile.isPublic ? (
            <Badge variant="success">
              <Globe aria-hidden />
              Public
            </Badge>
          ) : (
            <Badge>
              <Lock aria-hidden />
              Private
            </Badge>
          )}
        </div>
        <CardDescription>A public page companies can open without an account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor="profile-public">Public profile</Label>
            <p id="profile-public-hint" className="text-sm text-muted">
              {profile.isPublic ? 'Anyone with your link can see it.' : 'Only you can see your profile.'}
            </p>
          </div>
          <Switch
            id="profile-public"
            aria-describedby="profile-public-hint"
            checked={profile.isPublic}
            disabled={visibility.isPending}
            onCheckedChange={setPublic}
          />
        </div>

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

        <div className="flex flex-col gap-2">
          <p className="text-sm leading-5 font-medium text-ink">Your public link</p>
          <p className="rounded-control border border-hairline bg-surface px-3 py-2 text-sm [overflow-wrap:anywhere] text-body">
            {publicUrl}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void copyLink()}>
              <Copy aria-hidden />
              Copy link
            </Button>
            <a
              href={publicPath}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-8 items-center gap-1.5 rounded-control px-3 text-sm font-medium text-accent-strong hover:bg-sunken"
            >
              <ExternalLink aria-hidden className="size-4" />
              Open public page
            </a>
          </div>
        </div>

        <div className="flex flex-col gap-3 border-t border-hairline pt-5">
          <div>
            <p className="text-sm font-medium text-ink">Social badge</p>
            <p className="mt-1 text-sm text-muted">An image for LinkedIn or X that links to your profile.</p>
          </div>
          <Button variant="secondary" onClick={openBadge} loading={generateBadge.isPending}>
            {generateBadge.isPending ? null : <Award aria-hidden />}
            {generateBadge.isPending ? 'Generating Badge...' : 'Generate Badge'}
          </Button>
        </div>
      </CardContent>

      <BadgeDialog
        badge={badge}
        profile={profile}
        open={badgeOpen}
        onOpenChange={setBadgeOpen}
        onMakePublic={() => setPublic(true)}
        makingPublic={visibility.isPending}
      />
    </Card>
  );
}
