import { describe, expect, it } from 'vitest';
import { parseMapQuery } from './map-query';

const parse = (query: string) => parseMapQuery(new URLSearchParams(query));

describe('map address parameters', () => {
  it('reads the frame flag, the centre as lng,lat and the zoom within 4 to 14', () => {
    expect(parse('onType=1&mapInit=120.15,30.28&zoomSize=9')).toEqual({
      framed: true,
      centre: { lng: 120.15, lat: 30.28 },
      zoom: 9,
    });
    expect(parse('zoomSize=20').zoom).toBe(14);
    expect(parse('zoomSize=1').zoom).toBe(4);
  });

  it('ignores what it cannot read', () => {
    expect(parse('')).toEqual({ framed: false, centre: undefined, zoom: undefined });
    expect(parse('onType=0&mapInit=abc&zoomSize=x')).toEqual({ framed: false, centre: undefined, zoom: undefined });
    expect(parse('mapInit=120').centre).toBeUndefined();
    expect(parse('mapInit=200,95').centre).toBeUndefined();
  });
});
