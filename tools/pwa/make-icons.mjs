// The PWA's PNG icons, drawn from apps/web/public/favicon.svg with sharp and committed beside it:
// 192 and 512 px "any" icons, and a 512 px maskable one whose logo sits inside the 80 % safe zone (launchers
// crop maskable icons to a circle or a squircle); and `favicon.png`, 96 px, the notifications' default icon
// (`/favicon.png?v=2` in the API's answers, docs/api/notifications.md), shown at 40 px on 2x screens, and
// `badge-supporter.png`, the icon of a supporter badge's notification (`/badge-{badgeType}.png`). Run again after the SVG changes: node tools/pwa/make-icons.mjs
import { readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = join(root, 'apps/web/public');
const outDir = join(publicDir, 'icons');
const svg = readFileSync(join(publicDir, 'favicon.svg'));
/** The logo's own background colour: the maskable icon's bleed area matches it. */
const BRAND_BLUE = '#3b5bdb';

mkdirSync(outDir, { recursive: true });
const png = (image) => image.png({ compressionLevel: 9, palette: true });

for (const size of [192, 512]) {
  await png(sharp(svg, { density: (72 * size) / 64 }).resize(size, size)).toFile(join(outDir, `icon-${size}.png`));
}

await png(sharp(svg, { density: (72 * 96) / 64 }).resize(96, 96)).toFile(join(publicDir, 'favicon.png'));

/** A white star on a gold disc: the supporter badge. */
const SUPPORTER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <circle cx="32" cy="32" r="32" fill="#e8a317"/>
  <path fill="#fff" d="M32 12l5.9 12.6 13.8 1.6-10.2 9.4 2.8 13.6L32 42.3l-12.3 6.9 2.8-13.6-10.2-9.4 13.8-1.6z"/>
</svg>`;
await png(sharp(Buffer.from(SUPPORTER_SVG), { density: (72 * 96) / 64 }).resize(96, 96)).toFile(join(publicDir, 'badge-supporter.png'));

// Maskable: a full-bleed square of the brand colour with the logo at 70 % of the side, centred (inside
// the 80 % circle every launcher keeps).
const maskable = 512;
const logo = Math.round(maskable * 0.7);
const logoPng = await sharp(svg, { density: (72 * logo) / 64 })
  .resize(logo, logo)
  .png()
  .toBuffer();
await png(
  sharp({ create: { width: maskable, height: maskable, channels: 4, background: BRAND_BLUE } }).composite([
    { input: logoPng, left: Math.round((maskable - logo) / 2), top: Math.round((maskable - logo) / 2) },
  ]),
).toFile(join(outDir, 'icon-maskable-512.png'));

console.log(`icons written to ${outDir}`);
