// Checks an uploaded file by its content (magic bytes), not its name, and re-encodes images so that no metadata
// (EXIF, GPS) or hidden payload survives. Messages are the spec's.
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './app-error';
import { findDocumentHazard } from './document-checks';
import type { StorageKind } from './storage';

/** Extensions that must never be accepted anywhere in a file name ("cv.exe.pdf", "photo.php.png"). */
const SUSPICIOUS_EXTENSIONS = new Set([
  'exe',
  'bat',
  'cmd',
  'com',
  'scr',
  'pif',
  'msi',
  'msp',
  'dll',
  'sys',
  'cpl',
  'jar',
  'js',
  'mjs',
  'cjs',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'ps1',
  'psm1',
  'sh',
  'bash',
  'zsh',
  'php',
  'phtml',
  'php3',
  'php4',
  'php5',
  'phar',
  'py',
  'pyc',
  'pl',
  'rb',
  'cgi',
  'asp',
  'aspx',
  'jsp',
  'hta',
  'html',
  'htm',
  'xhtml',
  'svg',
  'app',
  'apk',
  'dmg',
  'deb',
  'rpm',
  'lnk',
  'reg',
  'inf',
  'scf',
  'iso',
  'elf',
  'bin',
  'run',
  'action',
  'command',
  'gadget',
]);

export interface FileRule {
  maxBytes: number;
  /** Extension → the MIME type its content must sniff as. */
  allowed: Record<string, string[]>;
}

export const PHOTO_RULE: FileRule = {
  maxBytes: 5 * 1024 * 1024,
  allowed: { png: ['image/png'], jpg: ['image/jpeg'], jpeg: ['image/jpeg'], webp: ['image/webp'] },
};

export const RESUME_RULE: FileRule = {
  maxBytes: 5 * 1024 * 1024,
  allowed: {
    pdf: ['application/pdf'],
    doc: ['application/x-cfb'],
    docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
};

export const LOGO_RULE: FileRule = {
  maxBytes: 2 * 1024 * 1024,
  allowed: {
    png: ['image/png'],
    jpg: ['image/jpeg'],
    jpeg: ['image/jpeg'],
    webp: ['image/webp'],
    gif: ['image/gif'],
  },
};

const invalid = (code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', message: string) =>
  new AppError(code, message, [{ path: 'file', message }]);

export interface CheckedFile {
  data: Buffer;
  extension: string;
  mime: string;
  originalName: string;
}

/** Validates name, size and content; throws AppError with the spec's message, changing nothing. */
export async function checkUpload(file: unknown, rule: FileRule): Promise<CheckedFile> {
  if (!(file instanceof File)) throw invalid('UNSUPPORTED_MEDIA_TYPE', 'Please choose a file to upload.');
  // Control and invisible formatting characters are dropped before the extensions are read, so "shell.php\0.png"
  // is seen as shell.php.png and a right-to-left override cannot make "exe" read as something else.
  const name = file.name
    // eslint-disable-next-line no-control-regex -- removing control characters is the point of this pattern
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .trim()
    .toLowerCase();
  const parts = name.split('.').slice(1);
  if (parts.some((part) => SUSPICIOUS_EXTENSIONS.has(part))) {
    throw invalid('UNSUPPORTED_MEDIA_TYPE', 'File contains suspicious extension');
  }
  const maxMb = Math.round(rule.maxBytes / 1024 / 1024);
  if (file.size > rule.maxBytes) throw invalid('PAYLOAD_TOO_LARGE', `File size exceeds ${maxMb}MB limit`);
  const extension = parts.at(-1) ?? '';
  const expected = rule.allowed[extension];
  if (!expected)
    throw invalid(
      'UNSUPPORTED_MEDIA_TYPE',
      `File type ${extension ? `.${extension}` : file.type || 'unknown'} is not allowed`,
    );
  const data = Buffer.from(await file.arrayBuffer());
  // The sniffer inflates parts of archives (within its own limits); if it gives up, the file is unreadable to us.
  const sniffed = await fileTypeFromBuffer(data).catch(() => undefined);
  if (!sniffed || !expected.includes(sniffed.mime)) {
    throw invalid(
      'UNSUPPORTED_MEDIA_TYPE',
      `File type ${sniffed?.mime ?? file.type ?? 'unknown'} is not allowed`,
    );
  }
  const hazard = findDocumentHazard(data, sniffed.mime);
  if (hazard) throw invalid('UNSUPPORTED_MEDIA_TYPE', hazard);
  return { data, extension, mime: sniffed.mime, originalName: file.name.slice(0, 200) };
}

/**
 * Re-encodes an image: orientation applied, metadata dropped, resized to fit `size`, written as WebP.
 * Decoding is capped so a "pixel bomb" is refused instead of exhausting memory.
 */
export async function reencodeImage(
  data: Buffer,
  size: { width: number; height: number; fit: 'cover' | 'inside' },
) {
  try {
    return await sharp(data, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 86 })
      .toBuffer();
  } catch {
    throw invalid(
      'UNSUPPORTED_MEDIA_TYPE',
      'The image could not be read. Please upload a valid PNG, JPG or WebP image.',
    );
  }
}

export const storageKey = (kind: StorageKind, ownerId: string, extension: string) =>
  `${kind}/${ownerId}/${Date.now().toString(36)}-${randomBytes(9).toString('base64url')}.${extension}`;
