import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFlows, flowKeys, type FlowKind, type FlowListFilter } from '../../api/flows';

/** One page of a flow list; the previous page stays on screen while the next loads. */
export function useFlowPage(kind: FlowKind, filter: FlowListFilter, enabled = true) {
  return useQuery({
    queryKey: flowKeys.list(kind, filter),
    queryFn: () => fetchFlows(kind, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
