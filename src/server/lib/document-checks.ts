// Résumés are stored as uploaded (they cannot be re-encoded like images), so before one is kept we look inside it
// for what would hurt the company that downloads it:
//  - a PDF with active content (JavaScript, launch actions, embedded files, rich media), names also spelled with
//    #xx escapes. Objects inside compressed object streams are not inflated here; that is the known limit.
//  - a .docx (a ZIP archive) that inflates past a budget (zip bomb, also nested), has entries that climb out of
//    the archive (zip slip), carries macros (vbaProject.bin), is encrypted or needs ZIP64.
// Each check returns a sentence for the user, or undefined when the file is fine.
import { inflateRawSync } from 'node:zlib';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Everything inside one résumé together; a real 5 MB .docx of text inflates to well under this. */
const INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 2000;
const MAX_NESTING = 2;

export const PDF_ACTIVE_CONTENT_MESSAGE =
  'This PDF contains scripts, actions or attached files, which we do not accept. Please save it again as a plain PDF.';
export const UNSAFE_DOCUMENT_MESSAGE =
  'This document could not be checked safely. Please save it again as a plain .docx or as a PDF.';
export const MACRO_DOCUMENT_MESSAGE =
  'Documents with macros are not accepted. Please upload a .docx without macros or a PDF.';

const PDF_ACTIVE_NAMES = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia)(?![A-Za-z0-9])/;

function findPdfHazard(data: Buffer): string | undefined {
  const text = data
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return PDF_ACTIVE_NAMES.test(text) ? PDF_ACTIVE_CONTENT_MESSAGE : undefined;
}

class ArchiveHazard extends Error {}

interface Budget {
  remaining: number;
}

/** Walks a ZIP's central directory and inflates every entry within the shared budget. */
function inspectZip(data: Buffer, budget: Budget, depth: number) {
  const searchFrom = Math.max(0, data.length - 65_557);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < searchFrom || end + 22 > data.length) throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
  const count = data.readUInt16LE(end + 10);
  let cursor = data.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || count === 0xffff || cursor === 0xffffffff)
    throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
  for (let i = 0; i < count; i++) {
    if (cursor + 46 > data.length || data.readUInt32LE(cursor) !== 0x02014b50) {
      throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
    }
    const flags = data.readUInt16LE(cursor + 8);
    const method = data.readUInt16LE(cursor + 10);
    const compressedSize = data.readUInt32LE(cursor + 20);
    const nameLength = data.readUInt16LE(cursor + 28);
    const extraLength = data.readUInt16LE(cursor + 30);
    const commentLength = data.readUInt16LE(cursor + 32);
    const localOffset = data.readUInt32LE(cursor + 42);
    const name = data.subarray(cursor + 46, cursor + 46 + nameLength).toString('utf8');
    cursor += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE); // encrypted
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff)
      throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
    if (name.startsWith('/') || name.includes('\\') || name.includes(':') || name.split('/').includes('..')) {
      throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
    }
    if (/(^|\/)vbaproject\.bin$/i.test(name)) throw new ArchiveHazard(MACRO_DOCUMENT_MESSAGE);

    if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== 0x04034b50) {
      throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
    }
    const start =
      localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
    const stored = data.subarray(start, start + compressedSize);
    let content: Buffer;
    if (method === 0) content = stored;
    else if (method === 8) {
      try {
        // One byte over the budget is enough to know it is too much; zlib stops there.
        content = inflateRawSync(stored, { maxOutputLength: budget.remaining + 1 });
      } catch {
        throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
      }
    } else throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
    budget.remaining -= content.length;
    if (budget.remaining < 0) throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
    // Archives inside the document (embedded workbooks are legitimate) count against the same budget.
    if (content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
      if (depth >= MAX_NESTING) throw new ArchiveHazard(UNSAFE_DOCUMENT_MESSAGE);
      inspectZip(content, budget, depth + 1);
    }
  }
}

function findDocxHazard(data: Buffer): string | undefined {
  try {
    inspectZip(data, { remaining: INFLATE_BUDGET_BYTES }, 0);
    return undefined;
  } catch (error) {
    if (error instanceof ArchiveHazard) return error.message;
    // A malformed archive that trips a bounds check in Buffer reads is just as unreadable.
    return UNSAFE_DOCUMENT_MESSAGE;
  }
}

/** Why a sniffed document must not be kept, or undefined. */
export function findDocumentHazard(data: Buffer, mime: string): string | undefined {
  if (mime === 'application/pdf') return findPdfHazard(data);
  if (mime === DOCX_MIME) return findDocxHazard(data);
  return undefined;
}
