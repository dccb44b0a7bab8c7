import crypto from 'node:crypto';
import fs from 'node:fs';
import { FIRMWARE_MAX_BYTES } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';
import { apiOf, type Caller } from '../devices/test/api.js';

/** A multipart body: the fields, and the file after them unless `fileFirst`. */
function form(fields: Record<string, string>, file?: Buffer, fileFirst = false) {
  const boundary = `----iot${crypto.randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const filePart = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/fw.bin"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        file,
        Buffer.from('\r\n'),
      ]
    : [];
  const fieldParts = Object.entries(fields).map(([k, v]) => field(k, v));
  const parts = fileFirst ? [...filePart, ...fieldParts] : [...fieldParts, ...filePart];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(DIALECTS)('firmware versions on %s', (dialect) => {
  let t: TestApp;
  const { as } = apiOf(() => t);
  let otherDomainVersion: number;

  async function upload(user: FixtureUser | null, fields: Record<string, string>, file?: Buffer, fileFirst = false) {
    const token = user === null ? undefined : await t.tokenFor(user);
    const { payload, headers } = form(fields, file, fileFirst);
    return (await t.call({ method: 'POST', url: '/admin/api/version/upload', payload, headers, token })).body;
  }
  const image = Buffer.from('firmware image bytes \u0000\u0001\u0002');
  const listOf = async (user: Caller, param: object = {}) =>
    (await as(user, 'POST', '/version/getListPage', { pageNum: 1, pageSize: 9999, param })).data as Record<string, any>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    otherDomainVersion = (
      await t.testDb.db.kysely
        .insertInto('firmwareVersions')
        .values({
          domainId: t.fixture.domains.other,
          version: '9.9.9',
          modelName: 'is600',
          publishContent: '',
          ispublish: 1,
          fileName: 'x.bin',
          size: 1,
          sha256: '0'.repeat(64),
          storedName: `${'a'.repeat(32)}.bin`,
          createdAt: t.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('stores an upload under a generated name with its checksum, fields before or after the file', async () => {
    const body = await upload('subAdmin', { version: '1.2.0', modelName: 'is600', publishContent: 'fixes' }, image);
    expect(body.code).toBe(200);
    const file = await t.app.services.firmware.firmwareFile(body.data.id);
    expect(file).toMatchObject({
      version: '1.2.0',
      size: image.length,
      sha256: crypto.createHash('sha256').update(image).digest('hex'),
    });
    expect(file!.path.startsWith(`${t.config.dataDir}/firmware/`)).toBe(true);
    expect(fs.readFileSync(file!.path)).toEqual(image);
    const after = await upload('subAdmin', { version: '1.3.0', modelName: 'is600' }, image, true);
    expect(after.code).toBe(200);
    const record = (await listOf('subAdmin')).records.find((r: { id: number }) => r.id === body.data.id);
    expect(record).toMatchObject({ fileName: 'fw.bin', ispublish: 0, domainId: t.fixture.domains.main });
  });

  it('lists every version to managers and only the published to others, never another domain', async () => {
    const platform = await upload('root', { version: '2.0.0', modelName: 'is600' }, image);
    expect(platform.code).toBe(200);
    const unpublished = await upload('subAdmin', { version: '2.1.0', modelName: 'is600' }, image);
    expect((await as('subAdmin', 'PUT', '/version', { id: unpublished.data.id, ispublish: 0 })).code).toBe(200);
    expect((await as('root', 'PUT', '/version', { id: platform.data.id, ispublish: 1 })).code).toBe(200);
    const managed = (await listOf('subAdmin')).records.map((r: { id: number }) => r.id);
    expect(managed).toEqual(expect.arrayContaining([platform.data.id, unpublished.data.id]));
    expect(managed).not.toContain(otherDomainVersion);
    // The hardware list's upgrade dialog: the published versions only.
    const upgrader = await listOf({ token: await grantedUser(t, ['equipIndex:upgrade']) });
    expect((await as('viewer', 'POST', '/version/getListPage', {})).code).toBe(403);
    expect(upgrader.records.map((r: { id: number }) => r.id)).toEqual([platform.data.id]);
    expect((await listOf('subAdmin', { ispublish: 1 })).total).toBe(1);
    expect((await listOf('root')).records.map((r: { id: number }) => r.id)).toContain(otherDomainVersion);
  });

  it('refuses bad input naming the field', async () => {
    expect((await upload('subAdmin', { modelName: 'is600' }, image)).msg).toMatch(/^version: /);
    expect((await upload('subAdmin', { version: '1 0', modelName: 'is600' }, image)).msg).toMatch(/^version: /);
    expect((await upload('subAdmin', { version: '3.0.0', modelName: 'is600' })).msg).toBe('file: required');
    expect((await upload('subAdmin', { version: '3.0.0', modelName: 'is600' }, Buffer.alloc(0))).msg).toBe(
      'file: empty',
    );
    expect((await upload('subAdmin', { version: '1.2.0', modelName: 'is600' }, image)).msg).toMatch(
      /^version: already/,
    );
    expect((await as('subAdmin', 'POST', '/version/getListPage', { param: { ispublish: 3 } })).msg).toMatch(
      /^param.ispublish: /,
    );
    expect((await as('subAdmin', 'PUT', '/version', { id: otherDomainVersion, ispublish: 2 })).msg).toMatch(
      /^ispublish: /,
    );
    const leftovers = fs.readdirSync(`${t.config.dataDir}/firmware`).length;
    const versions = await t.testDb.db.kysely.selectFrom('firmwareVersions').select('id').execute();
    expect(leftovers).toBe(versions.length - 1);
  });

  it('refuses a file over the size limit with 413', async () => {
    const body = await upload(
      'subAdmin',
      { version: '4.0.0', modelName: 'is600' },
      Buffer.alloc(FIRMWARE_MAX_BYTES + 1),
    );
    expect(body.code).toBe(413);
  });

  it("answers 10500, 403 and 404 for another domain's version", async () => {
    const mine = (await upload('subAdmin', { version: '5.0.0', modelName: 'is600' }, image)).data.id;
    expect((await upload(null, { version: '5.0.1', modelName: 'is600' }, image)).code).toBe(10500);
    expect((await upload('dealerAdmin', { version: '5.0.1', modelName: 'is600' }, image)).code).toBe(403);
    expect((await as(null, 'POST', '/version/getListPage', {})).code).toBe(10500);
    expect((await as(null, 'PUT', '/version', { id: mine, ispublish: 1 })).code).toBe(10500);
    expect((await as('dealerAdmin', 'PUT', '/version', { id: mine, ispublish: 1 })).code).toBe(403);
    expect((await as('subAdmin', 'PUT', '/version', { id: otherDomainVersion, publishContent: 'x' })).code).toBe(404);
    expect((await as(null, 'DELETE', `/version/${mine}`)).code).toBe(10500);
    expect((await as('dealerAdmin', 'DELETE', `/version/${mine}`)).code).toBe(403);
    expect((await as('subAdmin', 'DELETE', `/version/${otherDomainVersion}`)).code).toBe(404);
    expect((await as('subAdmin', 'DELETE', '/version/x')).msg).toMatch(/^id: /);
  });

  it('deletes a version with its file', async () => {
    const id = (await upload('subAdmin', { version: '6.0.0', modelName: 'is600' }, image)).data.id;
    const file = await t.app.services.firmware.firmwareFile(id);
    expect((await as('subAdmin', 'DELETE', `/version/${id}`)).code).toBe(200);
    expect(fs.existsSync(file!.path)).toBe(false);
    expect(await t.app.services.firmware.firmwareFile(id)).toBeUndefined();
  });

  it('keeps platform-wide versions to platform administrators', async () => {
    const id = (await upload('root', { version: '7.0.0', modelName: 'is600' }, image)).data.id;
    expect((await as('subAdmin', 'PUT', '/version', { id, publishContent: 'x' })).code).toBe(403);
    expect((await as('subAdmin', 'DELETE', `/version/${id}`)).code).toBe(403);
  });
});
