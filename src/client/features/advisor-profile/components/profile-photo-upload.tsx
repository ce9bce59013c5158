import { Camera, LoaderCircle } from 'lucide-react';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { ACCEPTED_FILE_TYPES } from '../lib/file-checks';
import { FilePicker } from './file-picker';
import { ProfileAvatar } from './profile-avatar';
import { useProfileFileUpload } from './use-profile-file-upload';

interface ProfilePhotoUploadProps {
  profile: Pick<MyProfile, 'photoUrl' | 'firstName' | 'lastName'>;
  /** `stacked` (avatar over the button) for the profile header, `inline` for the completion form. */
  layout?: 'stacked' | 'inline';
}

/** The avatar as an upload button plus a labelled "Change photo" button; uploads as soon as a file is chosen. */
export function ProfilePhotoUpload({ profile, layout = 'inline' }: ProfilePhotoUploadProps) {
  const { upload, isUploading } = useProfileFileUpload('photo');
  const hasPhoto = Boolean(profile.photoUrl);
  return (
    <FilePicker accept={ACCEPTED_FILE_TYPES.photo} onFile={upload}>
      {(open) => (
        <div
          className={cn(
            'flex gap-4',
            layout === 'stacked' ? 'flex-col items-center text-center' : 'flex-row items-center',
          )}
        >
          <button
            type="button"
            onClick={open}
            disabled={isUploading}
            aria-label={hasPhoto ? 'Change profile photo' : 'Upload profile photo'}
            className="group relative cursor-pointer rounded-full disabled:cursor-progress"
          >
            <ProfileAvatar
              photoUrl={profile.photoUrl}
              firstName={profile.firstName}
              lastName={profile.lastName}
              className={layout === 'stacked' ? 'size-28 sm:size-32' : 'size-20'}
            />
            <span
              aria-hidden
              className={cn(
                'absolute inset-0 flex items-center justify-center rounded-full bg-ink/55 text-white',
                'opacity-0 transition-opacity duration-150 group-hover:opacity-100 group-focus-visible:opacity-100',
                isUploading && 'opacity-100',
              )}
            >
              {isUploading ? <LoaderCircle className="size-6 animate-spin" /> : <Camera className="size-6" />}
            </span>
            <span
              aria-hidden
              className="absolute right-0.5 bottom-0.5 inline-flex size-8 items-center justify-center rounded-full border-2 border-card bg-accent text-ink"
            >
              <Camera className="size-4" />
            </span>
          </button>
          <div className={cn('flex flex-col gap-1.5', layout === 'stacked' ? 'items-center' : 'items-start')}>
            {layout === 'inline' ? (
              <p className="text-sm font-medium text-ink">
                Profile photo <span className="font-normal text-muted">(optional)</span>
              </p>
            ) : null}
            <Button variant="outline" size="sm" onClick={open} loading={isUploading}>
              {isUploading ? 'Uploading...' : hasPhoto ? 'Change photo' : 'Upload photo'}
            </Button>
            <p className="text-xs text-muted">PNG, JPG or WebP, up to 5 MB.</p>
          </div>
        </div>
      )}
    </FilePicker>
  );
}
