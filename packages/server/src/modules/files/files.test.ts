import type { FileRecord } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';
import { filesForm, PNG } from '../../test/multipart.js';
import { apiOf } from '../devices/test/api.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(DIALECTS)('file library and device pictures on %s', (dialect) => {
  let t: TestApp;
  const api = apiOf(() => t);
  const { as } = api;

  async function post(
    url: string,
    file: { name: string; bytes: Buffer },
    fields = {},
    user: FixtureUser = 'dealerAdmin',
  ) {
    const form = await filesForm([file], 'file', fields);
    return (await t.call({ method: 'POST', url: `/admin/api${url}`, token: await t.tokenFor(user), ...form })).body;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('uploads a document, lists it, downloads it through its signed address and deletes it', async () => {
    const uploaded = await post('/filesTable/upload', { name: '泵站手册 v2.pdf', bytes: PDF });
    expect(uploaded.code).toBe(200);
    const record = uploaded.data as FileRecord;
    expect(record).toMatchObject({
      fileName: '泵站手册 v2.pdf',
      fileType: 'pdf',
      size: PDF.length,
      uploaderName: 'dealeradmin',
    });
    expect(record.newFileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const listed = await as('dealerAdmin', 'POST', '/filesTable/list', { param: { fileName: '手册' } });
    expect(listed.data).toMatchObject({ total: 1, records: [{ id: record.id }] });

    const download = await t.app.inject({ method: 'GET', url: listed.data.records[0].fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('泵站手册 v2.pdf')}`,
    );
    const forged = await t.app.inject({ method: 'GET', url: record.fileUrl.replace(/sig=./, 'sig=A') });
    expect(forged.statusCode).toBe(404);
    t.clock.advance(13 * 3_600_000);
    expect((await t.app.inject({ method: 'GET', url: record.fileUrl })).statusCode).toBe(404);

    expect((await as('otherAdmin', 'DELETE', `/filesTable/${record.id}`)).code).toBe(404);
    expect((await as('dealerAdmin', 'DELETE', `/filesTable/${record.id}`)).code).toBe(200);
    expect((await as('dealerAdmin', 'POST', '/filesTable/list', {})).data.total).toBe(0);
  });

  it('checks the type from the bytes and the size before keeping anything', async () => {
    expect(
      (await post('/filesTable/upload', { name: 'manual.pdf', bytes: Buffer.from('MZ\x90\x00binary') })).msg,
    ).toMatch(/^file: please check the format!/);
    expect(
      (await post('/filesTable/upload', { name: 'page.html', bytes: Buffer.from('<script>x</script>') })).msg,
    ).toMatch(/^file: please check the format!/);
    const big = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]);
    expect((await post('/filesTable/upload', { name: 'big.pdf', bytes: big })).msg).toBe(
      'file: file too large: <=20 MB',
    );
    expect((await as('dealerAdmin', 'POST', '/filesTable/list', {})).data.total).toBe(0);
  });

  it("keeps companies apart and asks for the library's buttons", async () => {
    await post('/filesTable/upload', { name: 'notes.txt', bytes: Buffer.from('pump notes\n') }, {}, 'otherAdmin');
    expect((await as('dealerAdmin', 'POST', '/filesTable/list', {})).data.total).toBe(0);
    expect((await as('viewer', 'POST', '/filesTable/list', {})).code).toBe(403);
    expect((await as(null, 'POST', '/filesTable/list', {})).code).toBe(10500);
    expect((await post('/filesTable/upload', { name: 'a.txt', bytes: Buffer.from('x') }, {}, 'viewer')).code).toBe(403);
  });

  it("sets a device's picture, shows it in the detail and the markers, and replaces it", async () => {
    const device = (await api.device('dealerAdmin', { lat: 30.2, lng: 120.1 })).id;
    const url = await post('/file/devicePicture', { name: 'pump.png', bytes: PNG }, { deviceId: String(device) });
    expect(url.data).toMatch(/^\/admin\/api\/file\/devicePicture\/\d+\?exp=\d+&sig=[\w-]+&v=\d+$/);
    const detail = await as('dealerAdmin', 'GET', `/device/${device}`);
    expect(detail.data.pictureUrl).toBe(url.data);
    const image = await t.app.inject({ method: 'GET', url: detail.data.pictureUrl });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    t.clock.advance(1000);
    const second = await post(`/file/devicePictureOss/${device}`, { name: 'pump2.png', bytes: PNG });
    expect(second.data).not.toBe(url.data);
    const markers = await as('dealerAdmin', 'GET', '/device/getDeviceCurrentUser');
    expect(markers.data.find((m: { id: number }) => m.id === device).pictureUrl).toBe(second.data);
    expect(
      (await post('/file/devicePicture', { name: 'x.svg', bytes: Buffer.from('<svg/>') }, { deviceId: String(device) }))
        .msg,
    ).toMatch(/^file: please check the format!/);
    const foreign = (await api.device('otherAdmin')).id;
    expect((await post(`/file/devicePictureOss/${foreign}`, { name: 'p.png', bytes: PNG })).code).toBe(404);
    expect((await as('dealerAdmin', 'DELETE', `/file/devicePicture/${device}`)).code).toBe(200);
    expect((await as('dealerAdmin', 'GET', `/device/${device}`)).data.pictureUrl).toBeNull();
  });
});
