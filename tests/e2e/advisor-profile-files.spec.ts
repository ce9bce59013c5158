// An advisor uploads a photo (served re-encoded, EXIF and GPS gone) and a resume, and is refused a 6 MB file, a
// renamed executable and a text file posing as a PNG, each with the spec's message.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  oversizedPhoto,
  portraitWithGps,
  renamedExecutable,
  resumePdf,
  textPosingAsPng,
  type UploadPayload,
} from './fixtures/profile-files';
import { advisorWithCompletedProfile } from './support/advisor-profile';
import { APP_ORIGIN, decideAnalyticsConsent } from './support/session';
import { expectToast, toast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

/** Clicks a button that opens the system file chooser and picks `file` in it. */
async function chooseFile(page: Page, buttonName: string, file: UploadPayload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** Several "Invalid file" toasts may be stacked; find the one with this reason. */
async function expectInvalidFile(page: Page, reason: string | RegExp) {
  await expect(toast(page, 'Invalid file').filter({ hasText: reason })).toBeVisible();
}

async function myProfile(page: Page) {
  const res = await page.request.get('/api/profile');
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    photoUrl: string | null;
    resumeUrl: string | null;
    resumeFileName: string | null;
  };
}

test('an advisor uploads a photo and a resume; bad files are refused', async ({ page }) => {
  await advisorWithCompletedProfile(page);
  // A profile that cannot be loaded says so and offers a retry (after the client's own retries).
  await page.route('**/api/profile', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } } }),
  );
  await page.goto('/my-profile');
  await expect(page.getByText('We couldn’t load your profile right now. Please try again.')).toBeVisible({
    timeout: 20_000,
  });
  await page.unroute('**/api/profile');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Margaret Okafor', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload profile photo' })).toBeVisible();

  // Photo: the camera JPEG carries EXIF with GPS; what the server serves is re-encoded without it.
  const portrait = await portraitWithGps();
  expect((await sharp(portrait.buffer).metadata()).exif).toBeDefined();
  await chooseFile(page, 'Upload photo', portrait);
  await expectToast(page, 'Photo updated successfully', 'Your profile photo has been updated.');
  await expect(page.getByRole('button', { name: 'Change photo', exact: true })).toBeVisible();
  const { photoUrl } = await myProfile(page);
  expect(photoUrl).toBeTruthy();
  const served = await page.request.get(photoUrl!);
  expect(served.status()).toBe(200);
  const photoBytes = await served.body();
  const photo = await sharp(photoBytes).metadata();
  expect(photo.exif).toBeUndefined();
  expect(photo.format).toBe('webp');
  expect(photo.width).toBeLessThanOrEqual(512);
  expect(photoBytes.includes(Buffer.from('SpyCam'))).toBe(false);
  expect(photoBytes.equals(portrait.buffer)).toBe(false);

  // Resume: stored as a download (attachment) and linked from the profile.
  await chooseFile(page, 'Upload resume', resumePdf());
  await expectToast(page, 'Resume uploaded');
  await expect(page.getByRole('link', { name: 'margaret-okafor-cv.pdf' })).toBeVisible();
  const resumeLink = page.getByRole('list', { name: 'Your links' }).getByRole('link', { name: 'Resume' });
  await expect(resumeLink).toHaveAttribute('target', '_blank');
  const { resumeUrl } = await myProfile(page);
  const resume = await page.request.get(resumeUrl!);
  expect(resume.status()).toBe(200);
  expect(resume.headers()['content-disposition']).toMatch(/^attachment/);
  expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Too large.
  await chooseFile(page, 'Change photo', oversizedPhoto());
  await expectInvalidFile(page, 'File size exceeds 5MB limit');
  // An executable renamed to look like a PDF.
  await chooseFile(page, 'Replace resume', renamedExecutable());
  await expectInvalidFile(page, 'File contains suspicious extension');
  // Text with a .png name passes the name check; the server sniffs the content and refuses it.
  await chooseFile(page, 'Change photo', textPosingAsPng());
  await expectInvalidFile(page, /File type .+ is not allowed/);
  // None of them replaced the stored files.
  const after = await myProfile(page);
  expect(after.photoUrl).toBe(photoUrl);
  expect(after.resumeUrl).toBe(resumeUrl);
  expect(after.resumeFileName).toBe('margaret-okafor-cv.pdf');

  // The server is the authority: the same files sent directly are refused with the same messages.
  const direct = async (kind: 'photo' | 'resume', file: UploadPayload) => {
    const res = await page.request.post(`/api/profile/${kind}`, {
      multipart: { file },
      headers: { origin: APP_ORIGIN },
    });
    return { status: res.status(), body: (await res.json()) as { error: { code: string; message: string } } };
  };
  const tooLarge = await direct('photo', oversizedPhoto());
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.body.error.message).toBe('File size exceeds 5MB limit');
  const executable = await direct('resume', renamedExecutable());
  expect(executable.status).toBe(415);
  expect(executable.body.error.message).toBe('File contains suspicious extension');
  const text = await direct('photo', textPosingAsPng());
  expect(text.status).toBe(415);
  expect(text.body.error.message).toMatch(/^File type .+ is not allowed$/);

  // Any other failure gets the spec's generic upload toasts.
  await page.route('**/api/profile/photo', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }),
  );
  await chooseFile(page, 'Change photo', await portraitWithGps());
  await expectToast(page, 'Photo upload failed', 'Please try again.');
  await page.route('**/api/profile/resume', (route) => route.abort());
  await chooseFile(page, 'Replace resume', resumePdf());
  await expectToast(page, 'Upload failed', 'Failed to upload resume. Please try again.');
});
