import type { Page, ShareCandidate, ShareKind, ShareTarget, ShareTargetInfo, ShareTargetType } from '@iot/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** A thing to share: its kind and id (its company gives the candidates). */
export interface SharedThing {
  kind: ShareKind;
  thingId: number;
}

export const getShareTargets = ({ kind, thingId }: SharedThing) =>
  api.get<ShareTargetInfo[]>('/share/targets', { kind, thingId });

export const putShareTargets = (thing: SharedThing, targets: readonly ShareTarget[]) =>
  api.put('/share', { ...thing, targets: targets.map(({ type, id }) => ({ type, id })) });

/** Read anew each time a dialog opens (no cached set to edit), and dropped when it closes. */
export function useShareTargets(thing: SharedThing) {
  return useQuery({
    queryKey: ['share', 'targets', thing.kind, thing.thingId],
    queryFn: () => getShareTargets(thing),
    gcTime: 0,
  });
}

/** One page of the users, departments or roles the thing (or a new thing of the caller's company) can be shared with. */
export function useShareCandidates(
  thing: SharedThing | undefined,
  type: ShareTargetType,
  name: string,
  pageNum: number,
  pageSize?: number,
) {
  return useQuery({
    queryKey: ['share', 'candidates', thing?.kind, thing?.thingId, type, name, pageNum, pageSize],
    queryFn: () =>
      api.get<Page<ShareCandidate>>('/share/candidates', {
        ...thing,
        type,
        name: name.trim() || undefined,
        pageNum,
        pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}
