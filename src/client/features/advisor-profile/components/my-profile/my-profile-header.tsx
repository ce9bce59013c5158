import type { Ref } from 'react';
import { Pencil } from 'lucide-react';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { Button } from '@client/components/ui/button';
import { ProfilePhotoUpload } from '../profile-photo-upload';
import { QuickLinks } from './quick-links';

/** The head of /my-profile: photo, name, headline, Edit Profile (hidden while editing) and the quick links. */
export function MyProfileHeader({
  profile,
  editing,
  editButton,
  onEdit,
}: {
  profile: MyProfile;
  editing: boolean;
  editButton: Ref<HTMLButtonElement>;
  onEdit: () => void;
}) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Your profile';
  const headline = [
    profile.yearsExperience !== null ? `${profile.yearsExperience}+ years experience` : null,
    [profile.city, profile.country].filter(Boolean).join(', ') || null,
  ].filter(Boolean);

  return (
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
            <Button ref={editButton} variant="secondary" onClick={onEdit}>
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
  );
}
