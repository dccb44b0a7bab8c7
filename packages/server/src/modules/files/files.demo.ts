import fs from 'node:fs';
import path from 'node:path';
import { LIST_LIMIT } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { DemoWorld } from '../../demo-world.js';
import type { Services } from '../../services.js';
import { createFileStore } from '../../storage/file-store.js';
import { createLibraryRepo, createPictureRepo } from './files.repo.js';

/** A one-page PDF with a few lines of text (Helvetica: Latin text only). */
function pdfOf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 14 Tf 72 ${760 - i * 24} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const DOCUMENTS = [
  {
    fileName: 'Pump station operating manual.pdf',
    type: 'pdf',
    mime: 'application/pdf',
    bytes: pdfOf([
      'Pump station operating manual',
      'Start: open the suction valve, then start the pump.',
      'Stop: stop the pump, then close the valve.',
    ]),
  },
  {
    fileName: '巡检记录模板.csv',
    type: 'csv',
    mime: 'text/csv; charset=utf-8',
    bytes: Buffer.from('\ufeff日期,设备,巡检人,结果\n2026-01-05,1号泵站,张工,正常\n'),
  },
  {
    fileName: '设备保养说明.txt',
    type: 'txt',
    mime: 'text/plain; charset=utf-8',
    bytes: Buffer.from(
      '每月检查一次水泵密封与轴承温度；每季度更换润滑油。\nCheck pump seals and bearing temperature monthly.\n',
    ),
  },
];

/** A few documents in each demo company's file library; once (`demoSeeded:files`). */
export async function seedFileDemo(ctx: Ctx, world: DemoWorld): Promise<void> {
  if (!(await world.claim('files'))) return;
  const store = createFileStore(ctx.config.dataDir, 'library');
  const repo = createLibraryRepo(ctx.db.kysely);
  for (const companyId of Object.values(world.companies)) {
    for (const doc of DOCUMENTS) {
      const storedName = await store.save(doc.bytes, doc.type);
      await repo.insert({
        companyId,
        fileName: doc.fileName,
        storedName,
        fileType: doc.type,
        mime: doc.mime,
        size: doc.bytes.length,
        uploadedBy: world.admin.user.id,
        createdAt: ctx.now(),
      });
    }
  }
}

/** Drawings of our own (packages/server/assets/demo-pictures), one per demo device in turn. */
const PICTURES = ['gateway', 'pump', 'cabinet'].map((name) =>
  fs.readFileSync(path.resolve(import.meta.dirname, `../../../assets/demo-pictures/${name}.png`)),
);

/** A picture on every demo device, for its detail page and the map popup; once (`demoSeeded:pictures`). */
export async function seedDevicePictureDemo(ctx: Ctx, services: Services, world: DemoWorld): Promise<void> {
  if (!(await world.claim('pictures'))) return;
  const store = createFileStore(ctx.config.dataDir, 'device-pictures');
  const repo = createPictureRepo(ctx.db.kysely);
  const devices = await services.devices.list(world.admin, { pageNum: 1, pageSize: LIST_LIMIT });
  for (const [i, device] of devices.entries()) {
    const bytes = PICTURES[i % PICTURES.length]!;
    await repo.replace({
      deviceId: device.id,
      storedName: await store.save(bytes, 'png'),
      mime: 'image/png',
      size: bytes.length,
      uploadedBy: world.admin.user.id,
      createdAt: ctx.now(),
    });
  }
}
