// Company and position logos: an uploaded file (image only, under 2 MB, re-encoded so no metadata or payload
// survives) or a pasted image URL. Uploads are stored under logos/<userId>/ and served publicly by /files.
import { LIMITS } from '@shared/constants';
import {
  IMAGE_URL_MESSAGE,
  LOGO_FILE_INVALID_MESSAGE,
  LOGO_FILE_TOO_LARGE_MESSAGE,
  type LogoUpload,
} from '@shared/schemas/company';
import type { SessionUser } from '../../app-env';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { checkUpload, LOGO_RULE, reencodeImage, storageKey } from '../../lib/uploads';
import { requireCompanyUser } from '../../lib/company-actor';

const invalidLogo = (code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string) =>
  new AppError(code, message, [{ path: 'file', message }]);

/** The shared upload checks speak of profile files; the company forms have their own two messages (spec §5). */
async function checkLogoFile(file: unknown) {
  // "Under 2MB": a file of exactly 2 MB is refused too.
  if (file instanceof File && file.size >= LIMITS.logoMaxBytes) {
    throw invalidLogo('PAYLOAD_TOO_LARGE', LOGO_FILE_TOO_LARGE_MESSAGE);
  }
  try {
    return await checkUpload(file, LOGO_RULE);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
      throw invalidLogo('PAYLOAD_TOO_LARGE', LOGO_FILE_TOO_LARGE_MESSAGE);
    }
    if (error instanceof AppError) throw invalidLogo('UNSUPPORTED_MEDIA_TYPE', LOGO_FILE_INVALID_MESSAGE);
    throw error;
  }
}

export async function uploadCompanyLogo(
  deps: { storage: Storage },
  { actor, file }: { actor: SessionUser | null; file: unknown },
): Promise<LogoUpload> {
  const user = requireCompanyUser(actor);
  const checked = await checkLogoFile(file);
  let image: Buffer;
  try {
    image = await reencodeImage(checked.data, { width: 512, height: 512, fit: 'inside' });
  } catch {
    throw invalidLogo('UNSUPPORTED_MEDIA_TYPE', LOGO_FILE_INVALID_MESSAGE);
  }
  const key = storageKey('logos', user.id, 'webp');
  await deps.storage.put(key, image, 'image/webp');
  return { logoUrl: `/files/${key}` };
}

/**
 * The schema accepts an uploaded-logo path of any owner; only the uploader may use it, so one company cannot
 * point its logo at a file it did not upload. (Pasted URLs are the company's own choice, like a website link.)
 */
export function requireOwnLogo(logoUrl: string | undefined, userId: string): string | undefined {
  if (logoUrl?.startsWith('/files/') && !logoUrl.startsWith(`/files/logos/${userId}/`)) {
    throw new AppError('VALIDATION_FAILED', IMAGE_URL_MESSAGE, [
      { path: 'logoUrl', message: IMAGE_URL_MESSAGE },
    ]);
  }
  return logoUrl;
}
