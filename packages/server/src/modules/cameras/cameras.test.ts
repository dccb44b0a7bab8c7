import type { CameraRecord, DeviceDetail, DeviceMarker } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from '../devices/test/api.js';

describe.each(DIALECTS)('camera registry on %s', (dialect) => {
  let t: TestApp;
  const api = apiOf(() => t);
  const { as } = api;
  let device: number;
  let archive: number;
  let cloud: number;
  let local: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_MEDIA_ORIGINS: 'https://cdn.example.com' });
    device = (await api.device('dealerAdmin', { lat: 30.27, lng: 120.15 })).id;
    archive = (await as('dealerAdmin', 'POST', '/device/archives', { name: 'Pump 3', deviceId: device })).data.id;
  });
  afterAll(() => t.close());

  it('registers a cloud camera and a local video bound to a device and an archive', async () => {
    const created = await as('dealerAdmin', 'POST', '/camera', {
      channelName: 'Gate',
      type: 0,
      deviceSerial: 'D12345678',
      channelNo: 2,
      deviceId: device,
    });
    expect(created.code).toBe(200);
    cloud = created.data.id;
    local = (
      await as('dealerAdmin', 'POST', '/camera', {
        channelName: 'Workshop',
        type: 1,
        streamUrl: 'https://cdn.example.com/live/ws.m3u8',
        archiveId: archive,
      })
    ).data.id;
    const got = (await as('dealerAdmin', 'GET', `/camera/${cloud}`)).data as CameraRecord;
    expect(got).toMatchObject({
      channelName: 'Gate',
      type: 0,
      deviceSerial: 'D12345678',
      channelNo: 2,
      deviceId: device,
      companyId: t.fixture.companies.dealer,
      streamUrl: '',
      rtspSource: '',
    });
    expect(got.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('lists by type with the spec flat body and the table param, and the whole list', async () => {
    const locals = await as('dealerAdmin', 'POST', '/camera/list', { type: 1, companyId: t.fixture.companies.dealer });
    expect(locals.data.records.map((c: CameraRecord) => c.id)).toEqual([local]);
    expect(locals.data.records[0]).toMatchObject({ archiveId: archive, archiveName: 'Pump 3' });
    const byParam = await as('dealerAdmin', 'POST', '/camera/list', { param: { type: 0 } });
    expect(byParam.data).toMatchObject({ total: 1, records: [{ id: cloud }] });
    const all = await as('dealerAdmin', 'GET', '/camera/getCameraList');
    expect(all.data.map((c: CameraRecord) => c.id)).toEqual([cloud, local]);
  });

  it("gives the device's map marker and detail its first camera (direct or through an archive)", async () => {
    const markers = (await as('dealerAdmin', 'GET', '/device/getDeviceCurrentUser')).data as DeviceMarker[];
    expect(markers.find((m) => m.id === device)).toMatchObject({ cameraId: cloud, pictureUrl: null });
    await as('dealerAdmin', 'PUT', '/camera', { id: cloud, deviceId: null });
    const detail = (await as('dealerAdmin', 'GET', `/device/${device}`)).data as DeviceDetail;
    expect(detail.cameraId).toBe(local);
    await as('dealerAdmin', 'PUT', '/camera', { id: cloud, deviceId: device });
  });

  it('refuses what a type does not allow, naming the field', async () => {
    const post = (body: object) => as('dealerAdmin', 'POST', '/camera', { channelName: 'X', ...body });
    expect((await post({ type: 0 })).msg).toBe('deviceSerial: required for a cloud camera');
    expect((await post({ type: 1 })).msg).toBe(
      'streamUrl: a local video needs either a stream address or an RTSP source',
    );
    expect((await post({ type: 1, streamUrl: '/media/demo/index.m3u8', rtspUrl: 'rtsp://cam/1' })).msg).toBe(
      'streamUrl: a local video needs either a stream address or an RTSP source',
    );
    expect((await post({ type: 1, streamUrl: 'https://evil.example.net/x.m3u8' })).msg).toBe(
      'streamUrl: streams from https://evil.example.net are not allowed; add it to IOT_MEDIA_ORIGINS',
    );
    expect((await post({ type: 1, rtspUrl: 'rtsp://u:p@10.0.0.9/1' })).msg).toBe(
      'rtspUrl: no media server is configured (IOT_MEDIA_URL) to relay RTSP',
    );
    expect((await post({ type: 1, streamUrl: 'javascript:alert(1)' })).msg).toBe(
      'streamUrl: an http(s) address or a path',
    );
    expect((await post({ type: 2, deviceSerial: 'A1' })).msg).toBe('type: one of 0 cloud, 1 local');
    const zh = await t.call({
      method: 'POST',
      url: '/admin/api/camera',
      token: await t.tokenFor('dealerAdmin'),
      headers: { 'accept-language': 'zh-CN' },
      payload: { channelName: 'X', type: 0 },
    });
    expect(zh.body.msg).toBe('deviceSerial：云摄像头必填');
  });

  it("binds only the camera's company's devices and archives", async () => {
    const customerDevice = (await api.device('customerAdmin')).id;
    const elsewhere = await as('dealerAdmin', 'PUT', '/camera', { id: cloud, deviceId: customerDevice });
    expect(elsewhere).toMatchObject({ code: 400, msg: "deviceId: not of the camera's company" });
    const foreign = (await api.device('otherAdmin')).id;
    expect((await as('dealerAdmin', 'PUT', '/camera', { id: cloud, deviceId: foreign })).code).toBe(404);
  });

  it("answers another company's camera like a missing one", async () => {
    for (const [method, url, body] of [
      ['GET', `/camera/${cloud}`],
      ['PUT', '/camera', { id: cloud, channelName: 'Taken' }],
      ['DELETE', `/camera/${cloud}`],
      ['GET', `/camera/getLiveAddress/${cloud}`],
      ['GET', `/camera/getYingshiAcssessToken?cameraId=${cloud}`],
    ] as const) {
      const answer = await as('otherAdmin', method, url, body);
      expect(answer, `${method} ${url}`).toMatchObject({ code: 404, msg: 'camera not found' });
    }
    expect((await as('otherAdmin', 'GET', '/camera/getCameraList')).data).toEqual([]);
    expect((await as('otherAdmin', 'POST', '/camera/list', { companyId: t.fixture.companies.dealer })).code).toBe(404);
  });

  it('needs a page that shows cameras to read, and camera management to change', async () => {
    expect((await as('viewer', 'GET', '/camera/getCameraList')).code).toBe(403);
    expect((await as('nomenu', 'POST', '/camera/list', {})).code).toBe(403);
    expect((await as(null, 'GET', '/camera/getCameraList')).code).toBe(10500);
    expect((await as('viewer', 'POST', '/camera', { channelName: 'X', type: 0, deviceSerial: 'A1' })).code).toBe(403);
    expect((await as('viewer', 'DELETE', `/camera/${cloud}`)).code).toBe(403);
  });

  it('plays a direct stream as it is', async () => {
    const address = await as('dealerAdmin', 'GET', `/camera/getLiveAddress/${local}`);
    expect(address.data).toEqual([
      {
        id: local,
        channelName: 'Workshop',
        type: 1,
        deviceSerial: '',
        channelNo: 1,
        url: 'https://cdn.example.com/live/ws.m3u8',
        protocol: 'hls',
        expireTime: null,
      },
    ]);
  });

  it('says the camera cloud is not configured when no account exists', async () => {
    const answer = await as('dealerAdmin', 'GET', `/camera/getLiveAddress/${cloud}`);
    expect(answer).toMatchObject({ code: 500, msg: 'the camera cloud (Yingshi) is not configured' });
  });

  it('deletes a camera', async () => {
    expect((await as('dealerAdmin', 'DELETE', `/camera/${local}`)).code).toBe(200);
    expect((await as('dealerAdmin', 'GET', `/camera/${local}`)).code).toBe(404);
  });
});
