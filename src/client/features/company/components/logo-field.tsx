import { useCallback, useId, useState } from 'react';
import { Image as ImageIcon, ImageUp, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useUploadLogo } from '../api/company-queries';
import {
  findLogoFileProblem,
  INVALID_IMAGE_URL,
  isUploadedLogo,
  isValidPastedLogoUrl,
  LOGO_ACCEPT,
} from '../lib/logo-checks';
import { CompanyLogo } from '@client/components/company/company-logo';
import { FieldsetError, FieldsetHint, RequiredMark } from '@client/components/ui/field';

interface LogoFieldProps {
  /** The form value: an uploaded logo's path, a pasted URL, or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Name used for the preview's alt text and initials. */
  companyName: string;
  label?: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  /**
   * Receives what focusing the field means (react-hook-form's field ref): scroll the upload button into the middle
   * of the view and focus it, so a "logo is required" error takes the user to the field at the end of a long dialog.
   */
  focusRef?: (target: { focus: () => void } | null) => void;
}

/**
 * A logo chosen as a file (checked here, uploaded at once, re-encoded by the server) or pasted as an image URL.
 * Each clears the other: uploading replaces a pasted URL, typing a URL replaces the uploaded file.
 */
export function LogoField({
  value,
  onChange,
  onBlur,
  companyName,
  label = 'Company logo',
  required = false,
  hint,
  error,
  focusRef,
}: LogoFieldProps) {
  const id = useId();
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  const upload = useUploadLogo();
  const uploaded = isUploadedLogo(value);
  const pasted = uploaded ? '' : value;
  const previewUrl = uploaded || isValidPastedLogoUrl(value) ? value : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const uploadButtonRef = useCallback(
    (button: HTMLButtonElement | null) =>
      focusRef?.(
        button
          ? {
              focus: () => {
                // jsdom has no scrollIntoView; browsers do.
                button.scrollIntoView?.({ block: 'center' });
                button.focus({ preventScroll: true });
              },
            }
          : null,
      ),
    [focusRef],
  );

  const onFile = (file: File) => {
    const problem = findLogoFileProblem(file);
    if (problem) {
      toast.error('Invalid file', { description: problem });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ logoUrl }) => {
        onChange(logoUrl);
        toast.success('Logo uploaded', { description: 'Save to keep it.' });
      },
      onError: (failure) => {
        const reason =
          failure instanceof ApiError &&
          (failure.code === 'PAYLOAD_TOO_LARGE' || failure.code === 'UNSUPPORTED_MEDIA_TYPE')
            ? failure.message
            : 'Please try again.';
        toast.error('Failed to upload logo', { description: reason });
      },
    });
  };

  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm leading-5 font-medium text-ink">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldsetHint id={hintId} hint={hint} />
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo
          name={companyName}
          logoUrl={previewUrl}
          className="size-20"
          placeholder={<ImageIcon className="size-6 text-muted" />}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              ref={uploadButtonRef}
              variant="outline"
              size="sm"
              loading={upload.isPending}
              aria-describedby={error ? errorId : undefined}
              onClick={() => fileInput?.click()}
            >
              {upload.isPending ? null : <ImageUp aria-hidden />}
              {upload.isPending ? 'Uploading...' : uploaded ? 'Replace logo file' : 'Upload logo file'}
            </Button>
            {value ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                <Trash2 aria-hidden />
                Remove logo
              </Button>
            ) : null}
            <span className="text-xs text-muted">PNG, JPG, GIF or WebP, under 2 MB.</span>
            <input
              ref={setFileInput}
              type="file"
              accept={LOGO_ACCEPT}
              hidden
              tabIndex={-1}
              aria-label={`${label} file`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onFile(file);
              }}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-url`} className="text-sm text-muted">
              Or paste an image URL
            </label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.com/logo.png"
              value={pasted}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(event.target.value)}
              onBlur={() => {
                onBlur?.();
                const typed = pasted.trim();
                if (typed && !isValidPastedLogoUrl(typed)) {
                  toast.error(INVALID_IMAGE_URL.title, { description: INVALID_IMAGE_URL.description });
                }
              }}
            />
          </div>
        </div>
      </div>
      <FieldsetError id={errorId} error={error} />
    </fieldset>
  );
}
