// The social badge: a 586×500 PNG (dark background, photo, name, headline facts, site mark). satori lays out the
// element tree into SVG with our own fonts (text becomes paths), sharp rasterizes it at 2× for sharpness.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';

export const BADGE_WIDTH = 586;
export const BADGE_HEIGHT = 500;

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= [
    {
      name: 'Inter',
      data: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
      weight: 400,
      style: 'normal',
    },
    {
      name: 'Inter',
      data: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff')),
      weight: 600,
      style: 'normal',
    },
    {
      name: 'Fraunces',
      data: readFileSync(require.resolve('@fontsource/fraunces/files/fraunces-latin-600-normal.woff')),
      weight: 600,
      style: 'normal',
    },
  ];
  return fonts;
}

interface Node {
  type: string;
  props: Record<string, unknown> & { children?: unknown };
}
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

export interface BadgeInput {
  name: string;
  photo: Buffer | null;
  location: string;
  yearsExperience: number | null;
  industries: string[];
  skills: string[];
  siteName: string;
  earlySupporter: boolean;
}

/** The spec's change detector: photo, names, sorted lowercase industries and skills, place, years, links, slug. */
export function computeBadgeHash(fields: {
  photoUrl: string | null;
  firstName: string | null;
  lastName: string | null;
  industries: string[];
  skills: string[];
  city: string | null;
  country: string | null;
  yearsExperience: number | null;
  linkedinUrl: string | null;
  calendlyLink: string | null;
  publicProfileSlug: string | null;
}): string {
  const normalized = {
    ...fields,
    industries: fields.industries.map((v) => v.toLowerCase()).sort(),
    skills: fields.skills.map((v) => v.toLowerCase()).sort(),
  };
  return createHash('sha256').update(JSON.stringify(normalized)).digest('hex');
}

const chip = (text: string) =>
  h(
    'div',
    {
      display: 'flex',
      padding: '6px 12px',
      borderRadius: 999,
      border: '1px solid rgba(184,137,59,0.55)',
      color: '#E9D3A8',
      fontSize: 15,
    },
    text,
  );

export async function renderBadge(input: BadgeInput): Promise<Buffer> {
  const initials = input.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const photo = input.photo
    ? h('img', { width: 132, height: 132, borderRadius: 66, border: '3px solid #B8893B', objectFit: 'cover' })
    : h(
        'div',
        {
          display: 'flex',
          width: 132,
          height: 132,
          borderRadius: 66,
          border: '3px solid #B8893B',
          background: '#1B2A41',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#E9D3A8',
          fontSize: 44,
          fontFamily: 'Fraunces',
        },
        initials || 'B',
      );
  if (input.photo) {
    const jpeg = await sharp(input.photo).resize(264, 264, { fit: 'cover' }).jpeg({ quality: 88 }).toBuffer();
    photo.props.src = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  }
  const facts = [
    input.yearsExperience !== null ? `${input.yearsExperience}+ years experience` : null,
    input.location || null,
  ].filter(Boolean) as string[];
  const inset = 36;
  const tree = h(
    'div',
    {
      display: 'flex',
      width: BADGE_WIDTH,
      height: BADGE_HEIGHT,
      background: 'linear-gradient(160deg, #0F1B2D 0%, #16263E 60%, #0B1422 100%)',
      color: '#FFFFFF',
      fontFamily: 'Inter',
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        width: BADGE_WIDTH - 2 * inset,
        height: BADGE_HEIGHT - 2 * inset,
        margin: inset,
      },
      h(
        'div',
        { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
        h('div', { display: 'flex', fontFamily: 'Fraunces', fontSize: 24, color: '#E9D3A8' }, input.siteName),
        h(
          'div',
          { display: 'flex', fontSize: 13, letterSpacing: 2, color: '#B8893B', fontWeight: 600 },
          input.earlySupporter ? 'EARLY SUPPORTER' : 'BOARD ADVISOR',
        ),
      ),
      h(
        'div',
        { display: 'flex', alignItems: 'center', marginTop: 40, gap: 26 },
        photo,
        h(
          'div',
          { display: 'flex', flexDirection: 'column', width: BADGE_WIDTH - 2 * inset - 132 - 26 },
          h(
            'div',
            {
              display: 'flex',
              fontFamily: 'Fraunces',
              fontSize: input.name.length > 22 ? 28 : 34,
              lineHeight: 1.15,
            },
            input.name,
          ),
          h(
            'div',
            { display: 'flex', fontSize: 17, color: '#C9D2DE', marginTop: 10 },
            'Available for board & advisory roles',
          ),
          h('div', { display: 'flex', fontSize: 15, color: '#94A3B8', marginTop: 8 }, facts.join('  ·  ')),
        ),
      ),
      h(
        'div',
        { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 34 },
        ...[...input.industries.slice(0, 3), ...input.skills.slice(0, 3)].map((text) =>
          chip(text.slice(0, 28)),
        ),
      ),
      h(
        'div',
        {
          display: 'flex',
          marginTop: 'auto',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          borderTop: '1px solid rgba(255,255,255,0.12)',
          paddingTop: 16,
        },
        h('div', { display: 'flex', fontSize: 14, color: '#94A3B8' }, 'AI-matched board opportunities'),
        h('div', { display: 'flex', width: 44, height: 4, background: '#B8893B', borderRadius: 2 }),
      ),
    ),
  );
  const svg = await satori(tree as never, { width: BADGE_WIDTH, height: BADGE_HEIGHT, fonts: loadFonts() });
  // Rendered at density 144 (2×) then resized, so edges are crisp in the final 586×500 PNG.
  return sharp(Buffer.from(svg), { density: 144 })
    .resize(BADGE_WIDTH, BADGE_HEIGHT)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
