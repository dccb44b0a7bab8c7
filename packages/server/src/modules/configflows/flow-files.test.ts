import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#09f"/></svg>',
);

/** A multipart body with one file under `field`. */
function multipart(bytes: Buffer, filename: string, field = 'file') {
  const boundary = '----iotflowfiles';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(DIALECTS)('flow editor files on %s', (dialect) => {
  let t: TestApp;
  const upload = async (
    user: FixtureUser | null,
    url: string,
    bytes: Buffer,
    filename = 'pump.png',
    field?: string,
  ) => {
    const token = user ? await t.tokenFor(user) : undefined;
    return (
      await t.call({ method: 'POST', url: `/admin/api/configflow/${url}`, token, ...multipart(bytes, filename, field) })
    ).body;
  };
  const as = async (user: FixtureUser, method: 'GET' | 'DELETE', url: string) =>
    (await t.call({ method, url: `/admin/api/configflow/${url}`, token: await t.tokenFor(user) })).body;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('stores a component image under a generated name and serves it by its bytes, with nosniff', async () => {
    const body = await upload('dealerAdmin', 'uploadUserComponentImage', PNG, '../../etc/pump.png');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      name: 'pump.png',
      url: expect.stringMatching(/^\/admin\/api\/configflow\/file\/[0-9a-f]{32}\.png$/),
    });
    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const list = await as('dealerAdmin', 'GET', 'getUserComponentImageList');
    expect(list.data).toEqual([body.data]);
    expect((await as('otherAdmin', 'GET', 'getUserComponentImageList')).data).toEqual([]);
    expect((await as('otherAdmin', 'DELETE', `deleteUserComponentImage/${body.data.id}`)).code).toBe(404);
    expect((await as('dealerAdmin', 'DELETE', `deleteUserComponentImage/${body.data.id}`)).code).toBe(200);
    expect((await t.call({ method: 'GET', url: body.data.url })).res.statusCode).toBe(404);
  });

  it('takes a clean SVG and serves it as an attachment in a sandbox; refuses an SVG with script', async () => {
    const svg = await upload('dealerAdmin', 'uploadBackgroundImage', SVG, 'valve.svg');
    expect(svg.code).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: svg.data.url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    for (const hostile of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body/></foreignObject></svg>',
    ]) {
      const answer = await upload('dealerAdmin', 'uploadUserComponentImage', Buffer.from(hostile), 'x.svg');
      expect(answer, hostile).toMatchObject({ code: 400, msg: expect.stringMatching(/^file: /) });
    }
  });

  it('checks the bytes, not the name; thumbnails are PNG only', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload('dealerAdmin', 'uploadUserComponentImage', html, 'x.png')).msg).toBe(
      'file: please check the format!',
    );
    expect((await upload('dealerAdmin', 'uploadImage', JPEG, 'thumb.png')).msg).toBe('file: please check the format!');
    const thumb = await upload('dealerAdmin', 'uploadImage', PNG, 'thumb.png');
    expect(thumb.code).toBe(200);
    expect((await upload('dealerAdmin', 'uploadImage', PNG, 'thumb.png', 'other')).msg).toBe('file: required');
  });

  it('refuses a file beyond the size limit before storing it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload('dealerAdmin', 'uploadImage', big, 'thumb.png')).msg).toBe('file: file too large: <=2 MB');
  });

  it('answers 10500 without a token, 403 without an editor, 404 for path tricks', async () => {
    expect((await upload(null, 'uploadUserComponentImage', PNG)).code).toBe(10500);
    expect((await upload('viewer', 'uploadUserComponentImage', PNG)).code).toBe(403);
    expect((await as('viewer', 'GET', 'getUserComponentImageList')).code).toBe(403);
    for (const trick of ['..%2F..%2Fetc%2Fpasswd', '..%2Fflow.sqlite', `${'a'.repeat(32)}.png`, 'x.html']) {
      expect((await t.call({ method: 'GET', url: `/admin/api/configflow/file/${trick}` })).body.code, trick).toBe(404);
    }
  });
});
