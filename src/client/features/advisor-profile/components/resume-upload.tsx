import { FileText, Upload } from 'lucide-react';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { Button } from '@client/components/ui/button';
import { ACCEPTED_FILE_TYPES } from '../lib/file-checks';
import { FilePicker } from './file-picker';
import { useProfileFileUpload } from './use-profile-file-upload';

/** The resume row: the current file (a download link) and an upload/replace button. */
export function ResumeUpload({ profile }: { profile: Pick<MyProfile, 'resumeUrl' | 'resumeFileName'> }) {
  const { upload, isUploading } = useProfileFileUpload('resume');
  const hasResume = Boolean(profile.resumeUrl);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm leading-5 font-medium text-ink">
        Resume <span className="font-normal text-muted">(optional)</span>
      </p>
      <div className="flex flex-col gap-3 rounded-control border border-dashed border-control/60 bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-accent-soft text-accent-strong">
            <FileText aria-hidden className="size-5" />
          </span>
          {hasResume && profile.resumeUrl ? (
            <a
              href={profile.resumeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="truncate text-sm font-medium text-ink underline underline-offset-4"
            >
              {profile.resumeFileName ?? 'Your resume'}
            </a>
          ) : (
            <p className="text-sm text-muted">PDF, DOC or DOCX, up to 5 MB.</p>
          )}
        </div>
        <FilePicker accept={ACCEPTED_FILE_TYPES.resume} onFile={upload}>
          {(open) => (
            <Button variant="outline" size="sm" onClick={open} loading={isUploading}>
              {isUploading ? null : <Upload aria-hidden />}
              {isUploading ? 'Uploading...' : hasResume ? 'Replace resume' : 'Upload resume'}
            </Button>
          )}
        </FilePicker>
      </div>
    </div>
  );
}
