// The client's quick check before an upload, with the spec's texts. The server checks the content again (magic
// bytes) and is the authority; this only saves a doomed 5 MB upload.
import { LIMITS } from '@shared/constants';
import { ALLOWED_PHOTO_EXTENSIONS, ALLOWED_RESUME_EXTENSIONS } from '@shared/schemas/advisor-profile';
import type { ProfileFileKind } from '../api/advisor-profile-api';

/** Extensions that make a file executable or server-interpretable, wherever they appear in its name. */
const SUSPICIOUS_EXTENSIONS = new Set([
  'exe',
  'bat',
  'cmd',
  'msi',
  'scr',
  'pif',
  'cpl',
  'dll',
  'vbs',
  'vbe',
  'wsf',
  'hta',
  'jar',
  'ps1',
  'sh',
  'bash',
  'php',
  'phtml',
  'php5',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  'pl',
  'py',
  'js',
  'mjs',
]);

export const ACCEPTED_FILE_TYPES: Record<ProfileFileKind, string> = {
  photo: ALLOWED_PHOTO_EXTENSIONS.map((ext) => `.${ext}`).join(','),
  resume: ALLOWED_RESUME_EXTENSIONS.map((ext) => `.${ext}`).join(','),
};

const ALLOWED: Record<ProfileFileKind, readonly string[]> = {
  photo: ALLOWED_PHOTO_EXTENSIONS,
  resume: ALLOWED_RESUME_EXTENSIONS,
};

/** Returns the reason the file is refused ("Invalid file" toast description), or null when it may be sent. */
export function findFileProblem(file: File, kind: ProfileFileKind): string | null {
  const parts = file.name.toLowerCase().split('.');
  const extension = parts.length > 1 ? (parts.at(-1) ?? '') : '';
  if (parts.slice(1).some((part) => SUSPICIOUS_EXTENSIONS.has(part))) {
    return 'File contains suspicious extension';
  }
  if (!ALLOWED[kind].includes(extension)) {
    return `File type ${extension ? `.${extension}` : file.type || 'unknown'} is not allowed`;
  }
  if (file.size > LIMITS.profileFileMaxBytes) return 'File size exceeds 5MB limit';
  return null;
}
