import type { MapBase, RegionShapes } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { checkDomain } from '../../api/auth';
import { api } from '../../api/client';

/** The tile source comes with the domain check the login page already made (same query, cached). */
export function useMapTiles() {
  return useQuery({
    queryKey: ['login', 'domain'],
    queryFn: checkDomain,
    staleTime: Infinity,
    select: (domain) => domain.mapTiles,
  });
}

/** Places and the outline of the plain base map (~240 kB): they never change, so they are fetched once. */
export function useMapBase() {
  return useQuery({
    queryKey: ['mapBase'],
    queryFn: () => api.get<MapBase>('/util/mapBase'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** One drill-down level's polygons (a few kB to 60 kB): fetched when the level opens, kept for the session. */
export const regionShapesQuery = (code: string) => ({
  queryKey: ['regionShapes', code],
  queryFn: () => api.get<RegionShapes>(`/util/regionShapes/${code}`),
  staleTime: Infinity,
  gcTime: Infinity,
});
