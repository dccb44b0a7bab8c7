import { IframeSettings } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { frameSource, withFrameSources } from './frames';

const settings = (input: object) => IframeSettings.parse(input);

describe('frame components in run mode', () => {
  it('points each kind at its page, with the settings the page reads', () => {
    expect(frameSource(settings({ type: 1, did: [7, 8], hc: '#333333', bw: 2 }), undefined)).toEqual({
      src: '/warring?hc=%23333333&bw=2&did=7%2C8',
    });
    expect(frameSource(settings({ type: 3, zoomSize: 9 }), undefined)).toEqual({ src: '/amap?onType=1&zoomSize=9' });
    expect(frameSource(settings({ type: 3 }), undefined)).toEqual({ src: '/amap?onType=1&zoomSize=6' });
    expect(frameSource(settings({ type: 4, reportId: 12 }), undefined)).toEqual({ src: '/luckyInfo?id=12' });
    expect(frameSource(settings({ type: 5, cameraId: 3 }), undefined)).toEqual({ src: '/localvideoc?id=3' });
    expect(
      frameSource(settings({ type: 6, dn: 2, fc: '#ffffff', it: '2', ad: 'Hangzhou', did: [7] }), undefined),
    ).toEqual({
      src: '/weather?fc=%23ffffff&dn=2&it=2&ad=Hangzhou&did=7',
    });
    expect(frameSource(settings({ type: 6 }), undefined)).toEqual({ src: '/weather?dn=4' });
    expect(frameSource(settings({ type: 9 }), 'https://media.example/live/a.m3u8')).toEqual({
      src: '/iframevideo?url=https%3A%2F%2Fmedia.example%2Flive%2Fa.m3u8',
    });
  });

  it('looks a cloud camera up first, and shows nothing for a kind missing what it plays', () => {
    expect(frameSource(settings({ type: 2, cameraId: 4 }), undefined)).toEqual({ cameraId: 4 });
    expect(frameSource(settings({ type: 2 }), undefined)).toBeNull();
    expect(frameSource(settings({ type: 4 }), undefined)).toBeNull();
    expect(frameSource(settings({ type: 5 }), undefined)).toBeNull();
    expect(frameSource(settings({ type: 9 }), undefined)).toBeNull();
  });

  it('keeps the ranges of the settings: map zoom 4-14, weather days 1-4', () => {
    expect(IframeSettings.safeParse({ type: 3, zoomSize: 3 }).success).toBe(false);
    expect(IframeSettings.safeParse({ type: 3, zoomSize: 15 }).success).toBe(false);
    expect(IframeSettings.safeParse({ type: 6, dn: 0 }).success).toBe(false);
    expect(IframeSettings.safeParse({ type: 6, dn: 5 }).success).toBe(false);
  });

  it('replaces the address saved with a frame pen by its settings, and lists the cameras to look up', () => {
    const { data, cameras } = withFrameSources({
      pens: [
        { id: 'w', name: 'iframe', iframe: 'https://evil.example', iotFrame: settings({ type: 6, dn: 3 }) },
        { id: 'c', name: 'iframe', iframe: '/old', iotFrame: settings({ type: 2, cameraId: 4 }) },
        { id: 'r', name: 'rectangle', text: 'kept' },
      ],
    });
    expect(data.pens.map((pen) => pen.iframe)).toEqual(['/weather?dn=3', undefined, undefined]);
    expect(data.pens[2]).toEqual({ id: 'r', name: 'rectangle', text: 'kept' });
    expect([...cameras]).toEqual([['c', 4]]);
  });
});
