// Every file of the hostile corpus (tests/fixtures/hostile-files.ts) goes to every upload endpoint: the advisor
// photo, the résumé, and the company logo upload (which the company profile and the position form both use).
// Each answer is either a clear 4xx that stored nothing, or — only where the corpus allows it — an accepted file
// that is provably harmless: images come back as a fresh WebP with no trailing bytes, no metadata and no byte of
// the payload; a résumé is only ever handed out as a download. Never a 500, never a file outside the storage root.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '@server/lib/storage';
import {
  GENUINE_FILES,
  HOSTILE_FILES,
  PAYLOAD_MARKER,
  type HostileFile,
  type UploadKind,
} from '@tests/fixtures/hostile-files';
import { uploadForm } from '@tests/fixtures/files';
import type { TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { signedInAdvisor, signedInCompany } from './company-test-helpers';

// The storage root sits inside a sandbox directory, so anything written beside it (a traversal) is seen.
const sandbox = mkdtempSync(join(tmpdir(), 'boardly-hostile-'));
const root = join(sandbox, 'storage');

const ENDPOINTS: Record<UploadKind, string> = {
  photo: '/api/profile/photo',
  resume: '/api/profile/resume',
  logo: '/api/company/logo-uploads',
};
const REFUSAL_CODES = ['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'BAD_REQUEST', 'VALIDATION_FAILED'];
const STORED_KEY =
  /^(photos|logos|resumes|badges)\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{8,80}\.(webp|png|pdf|docx|doc)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Problems with a stored image: anything but one clean, small WebP with none of the payload in it. */
async function webpProblems(data: Buffer): Promise<string[]> {
  const problems: string[] = [];
  if (
    data.subarray(0, 4).toString('latin1') !== 'RIFF' ||
    data.subarray(8, 12).toString('latin1') !== 'WEBP'
  ) {
    problems.push('stored image is not a WebP');
  }
  if (data.readUInt32LE(4) + 8 !== data.length) problems.push('bytes after the end of the WebP container');
  for (const needle of [PAYLOAD_MARKER, '<script', '<?php', 'PK\u0003\u0004', '<svg', 'EICAR']) {
    if (data.includes(needle, 0, 'latin1'))
      problems.push(`stored image still contains ${JSON.stringify(needle)}`);
  }
  const meta = await sharp(data).metadata();
  if (meta.format !== 'webp') problems.push(`decodes as ${meta.format}`);
  if ((meta.width ?? 0) > 512 || (meta.height ?? 0) > 512)
    problems.push(`${meta.width}×${meta.height} after re-encoding`);
  if (meta.exif || meta.xmp || meta.iptc) problems.push('metadata survived re-encoding');
  return problems;
}

interface Outcome {
  file: string;
  status: number;
  result: 'refused' | 'neutralized';
  ms: number;
}

async function attempt(client: TestClient, kind: UploadKind, file: HostileFile, data: Buffer) {
  const problems: string[] = [];
  const before = new Set(filesUnder(sandbox));
  const started = performance.now();
  const res = await client.upload<{
    error?: { code: string; message: string };
    photoUrl?: string;
    logoUrl?: string;
    resumeUrl?: string;
  }>(ENDPOINTS[kind], uploadForm(data, file.name, file.type));
  const ms = Math.round(performance.now() - started);
  const after = filesUnder(sandbox);

  for (const path of after) {
    if (!path.startsWith(root + sep)) problems.push(`file written outside the storage root: ${path}`);
    else if (!STORED_KEY.test(relative(root, path).split(sep).join('/')))
      problems.push(`unexpected stored name ${path}`);
  }
  if (res.status >= 500) problems.push(`answered ${res.status}`);
  if (ms > 10_000) problems.push(`took ${ms} ms`);

  if (res.status >= 400 && res.status < 500) {
    const error = res.body.error;
    if (!error || !REFUSAL_CODES.includes(error.code) || error.message.length < 10) {
      problems.push(`refusal without a clear message: ${JSON.stringify(res.body)}`);
    }
    const added = after.filter((path) => !before.has(path));
    if (added.length > 0) problems.push(`a refused upload stored ${added.join(', ')}`);
    return {
      problems,
      outcome: { file: file.id, status: res.status, result: 'refused', ms } satisfies Outcome,
    };
  }
  if (res.status < 300) {
    if (!file.neutralizableBy?.includes(kind)) problems.push(`accepted (${res.status}) but must be refused`);
    if (kind === 'resume') {
      const download = await client.get(res.body.resumeUrl!);
      const disposition = download.headers.get('content-disposition') ?? '';
      const type = download.headers.get('content-type') ?? '';
      if (!disposition.startsWith('attachment;')) problems.push(`résumé served as "${disposition}"`);
      if (!/^application\/(pdf|msword|vnd\.openxmlformats)/.test(type))
        problems.push(`résumé served as ${type}`);
      if (download.headers.get('x-content-type-options') !== 'nosniff')
        problems.push('résumé served without nosniff');
    } else {
      const url = kind === 'photo' ? res.body.photoUrl! : res.body.logoUrl!;
      const stored = await client.get(url);
      if (stored.headers.get('content-type') !== 'image/webp')
        problems.push(`served as ${stored.headers.get('content-type')}`);
      const bytes = filesUnder(root).find((path) => path.endsWith(url.split('/').pop()!));
      if (!bytes) problems.push(`no stored file for ${url}`);
      else problems.push(...(await webpProblems(readFileSync(bytes))));
    }
  }
  return {
    problems,
    outcome: { file: file.id, status: res.status, result: 'neutralized', ms } satisfies Outcome,
  };
}

describe('hostile uploads', () => {
  const t = useTestApp({ deps: { storage: createLocalStorage(root) } });
  const built = new Map<string, Buffer>();
  const dataOf = async (file: HostileFile) => {
    if (!built.has(file.id)) built.set(file.id, await file.build());
    return built.get(file.id)!;
  };

  it('holds at least 50 hostile files, with unique ids', () => {
    expect(HOSTILE_FILES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(HOSTILE_FILES.map((file) => file.id)).size).toBe(HOSTILE_FILES.length);
  });

  it.each<UploadKind>(['photo', 'resume', 'logo'])(
    'refuses or neutralizes every hostile file on the %s endpoint',
    async (kind) => {
      const client = kind === 'logo' ? (await signedInCompany(t)).client : (await signedInAdvisor(t)).client;
      const failures: string[] = [];
      const outcomes: Outcome[] = [];
      for (const file of HOSTILE_FILES) {
        const { problems, outcome } = await attempt(client, kind, file, await dataOf(file));
        outcomes.push(outcome);
        for (const problem of problems) failures.push(`${file.id} (${file.threat}) → ${kind}: ${problem}`);
      }
      expect(failures).toEqual([]);
      // Every file the corpus says must be refused here was refused; the rest were either.
      const refused = outcomes.filter((outcome) => outcome.result === 'refused').length;
      const mustRefuse = HOSTILE_FILES.filter((file) => !file.neutralizableBy?.includes(kind)).length;
      expect(refused).toBeGreaterThanOrEqual(mustRefuse);
      console.info(
        `hostile uploads → ${kind}: ${outcomes.length} files, ${refused} refused, ${outcomes.length - refused} neutralized, slowest ${Math.max(...outcomes.map((o) => o.ms))} ms`,
      );
    },
    240_000,
  );

  it('still accepts ordinary photos, logos, PDFs and .docx files (with an embedded workbook, or 19 MB of text)', async () => {
    const advisor = (await signedInAdvisor(t)).client;
    const company = (await signedInCompany(t)).client;
    for (const file of GENUINE_FILES) {
      const client = file.kind === 'logo' ? company : advisor;
      const res = await client.upload(
        ENDPOINTS[file.kind],
        uploadForm(await file.build(), file.name, file.type),
      );
      expect([res.status, file.id]).toEqual([file.kind === 'logo' ? 201 : 200, file.id]);
    }
  });
});
