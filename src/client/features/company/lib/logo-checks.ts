// The client's quick checks of a logo before anything is sent, with the spec's texts (part 2 §5). The server
// checks the bytes again and re-encodes the image; it is the authority.
import { LIMITS } from '@shared/constants';
import {
  IMAGE_URL_MESSAGE,
  LOGO_FILE_INVALID_MESSAGE,
  LOGO_FILE_TOO_LARGE_MESSAGE,
  PASTED_IMAGE_URL_PATTERN,
  UPLOADED_LOGO_PATH_PATTERN,
} from '@shared/schemas/company';

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The reason a chosen file is refused, or null when it may be uploaded. "Less than 2MB": exactly 2 MB is refused. */
export function findLogoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return LOGO_FILE_INVALID_MESSAGE;
  if (file.size >= LIMITS.logoMaxBytes) return LOGO_FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** The spec's pasted-URL rule: starts with http and contains .png, .jpg, .jpeg, .gif or .webp. */
export const isValidPastedLogoUrl = (value: string) => PASTED_IMAGE_URL_PATTERN.test(value.trim());

export const isUploadedLogo = (value: string | null | undefined) =>
  Boolean(value && UPLOADED_LOGO_PATH_PATTERN.test(value));

export const INVALID_IMAGE_URL = { title: 'Invalid Image URL', description: IMAGE_URL_MESSAGE } as const;
