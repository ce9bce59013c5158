import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import type { ProfileFileKind } from '../api/advisor-profile-api';
import { useUploadProfileFile } from '../api/advisor-profile-queries';
import { findFileProblem } from '../lib/file-checks';

const FAILURE: Record<ProfileFileKind, { title: string; description: string }> = {
  photo: { title: 'Photo upload failed', description: 'Please try again.' },
  resume: { title: 'Upload failed', description: 'Failed to upload resume. Please try again.' },
};

const SUCCESS: Record<ProfileFileKind, { title: string; description: string }> = {
  photo: { title: 'Photo updated successfully', description: 'Your profile photo has been updated.' },
  resume: { title: 'Resume uploaded', description: 'Your resume has been saved to your profile.' },
};

/** Checks a chosen file, uploads it and reports the outcome with the spec's toasts. */
export function useProfileFileUpload(kind: ProfileFileKind) {
  const mutation = useUploadProfileFile(kind);
  const upload = (file: File) => {
    const problem = findFileProblem(file, kind);
    if (problem) {
      toast.error('Invalid file', { description: problem });
      return;
    }
    mutation.mutate(file, {
      onSuccess: () => toast.success(SUCCESS[kind].title, { description: SUCCESS[kind].description }),
      onError: (error) => {
        if (
          error instanceof ApiError &&
          (error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'UNSUPPORTED_MEDIA_TYPE')
        ) {
          toast.error('Invalid file', { description: error.message });
        } else {
          toast.error(FAILURE[kind].title, { description: FAILURE[kind].description });
        }
      },
    });
  };
  return { upload, isUploading: mutation.isPending };
}
