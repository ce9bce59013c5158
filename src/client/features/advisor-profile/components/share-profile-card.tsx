import { lazy, Suspense, useState } from 'react';
import { Globe, Lock } from 'lucide-react';
import type { Badge as BadgeData, MyProfile } from '@shared/schemas/advisor-profile';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { useGenerateBadge, useUpdateVisibility } from '../api/advisor-profile-queries';
import { ProfileUrlForm } from './share-profile/profile-url-form';
import { PublicLink } from './share-profile/public-link';
import { PublicVisibilitySwitch } from './share-profile/public-visibility-switch';
import { SocialBadgeSection } from './share-profile/social-badge-section';

// The badge dialog (preview, copy, download) loads with its own chunk on first open: /my-profile's initial
// JavaScript is at its budget (npm run size).
const BadgeDialog = lazy(() => import('./badge-dialog').then((m) => ({ default: m.BadgeDialog })));

/** Visibility, the public URL (slug), the link to copy, and the social badge. */
export function ShareProfileCard({ profile }: { profile: MyProfile }) {
  const visibility = useUpdateVisibility();
  const generateBadge = useGenerateBadge();
  const [badge, setBadge] = useState<BadgeData | null>(null);
  const [badgeOpen, setBadgeOpen] = useState(false);
  const publicPath = paths.publicAdvisor(profile.publicProfileSlug ?? profile.id);
  const publicUrl = `${window.location.origin}${publicPath}`;

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
        <PublicVisibilitySwitch
          isPublic={profile.isPublic}
          busy={visibility.isPending}
          onChange={setPublic}
        />

        <ProfileUrlForm profile={profile} visibility={visibility} />

        <PublicLink publicPath={publicPath} publicUrl={publicUrl} />

        <SocialBadgeSection generating={generateBadge.isPending} onGenerate={openBadge} />
      </CardContent>

      {badgeOpen || badge ? (
        <Suspense fallback={null}>
          <BadgeDialog
            badge={badge}
            profile={profile}
            open={badgeOpen}
            onOpenChange={setBadgeOpen}
            onMakePublic={() => setPublic(true)}
            makingPublic={visibility.isPending}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
