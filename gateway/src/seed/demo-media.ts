import { writeFile } from 'node:fs/promises';
import type sharpModule from 'sharp';
import { addFile, createDir, type Ctx } from '@tessera/schema';

export interface DemoMedia {
  /** SPEC §3 block images, by name. */
  images: Record<'office' | 'team' | 'cloud', { hash: string; fileName: string; altText: string; fileID: number; cropParams: null }>;
  brochure: { hash: string; fileName: string; fileID: number };
}

/** A landscape picture drawn from an SVG: gradients and shapes, so it compresses like a photo would. */
function picture(hue: number, label: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,65%)"/>
    </linearGradient></defs>
    <rect width="1920" height="1080" fill="url(#g)"/>
    ${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 331) % 1920}" cy="${(i * 197) % 1080}" r="${60 + ((i * 53) % 180)}" fill="hsla(${(hue + i * 17) % 360},70%,80%,0.25)"/>`).join('')}
    <text x="96" y="980" font-family="sans-serif" font-size="96" fill="white" fill-opacity="0.85">${label}</text>
  </svg>`;
  return Buffer.from(svg);
}

/** A one-page PDF with a line of text. */
function brochurePdf(): Buffer {
  const stream = 'BT /F1 24 Tf 72 720 Td (Northwind Advisory - services brochure) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function upload(ctx: Ctx, path: string, fileName: string, bytes: Buffer) {
  const temporary = await ctx.services.storage.temporaryFile();
  await writeFile(temporary, bytes);
  return (await addFile(ctx, { path, f: { path: temporary, size: bytes.length, fileName } })).file;
}

/** Folders with pictures and a brochure, added through the media library's own operations. */
export async function seedDemoMedia(ctx: () => Ctx): Promise<DemoMedia> {
  await createDir(ctx(), { path: '/', folderName: 'Images' });
  await createDir(ctx(), { path: '/Images', folderName: 'Office' });
  await createDir(ctx(), { path: '/', folderName: 'Documents' });
  // Loaded here, not with the module: the gateway and every test import the seed, few run it.
  const sharp = require('sharp') as typeof sharpModule;
  const jpeg = (hue: number, label: string) => sharp(picture(hue, label)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const office = await upload(ctx(), '/Images/Office', 'office.jpg', await jpeg(210, 'Northwind Advisory'));
  const team = await upload(ctx(), '/Images/Office', 'team.jpg', await jpeg(20, 'Our team'));
  const cloud = await upload(ctx(), '/Images', 'cloud.jpg', await jpeg(160, 'Cloud and security'));
  const brochure = await upload(ctx(), '/Documents', 'services-brochure.pdf', brochurePdf());
  const image = (file: { hash: string; fileName: string; id: number }, altText: string) => ({ hash: file.hash, fileName: file.fileName, altText, fileID: file.id, cropParams: null });
  return {
    images: { office: image(office, 'The Northwind Advisory office'), team: image(team, 'The team at work'), cloud: image(cloud, 'Clouds over the city') },
    brochure: { hash: brochure.hash, fileName: brochure.fileName, fileID: brochure.id },
  };
}
