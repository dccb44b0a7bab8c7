import { CONFIG_FLOW_LIST_SIZE, configFlowViewUrl, type ConfigFlowPage } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Published flow charts and screens of the caller's scope (spec: `publish=1`, editor list size). */
export function usePublishedFlows() {
  return useQuery({
    queryKey: ['configflow', 'published'],
    queryFn: () =>
      api
        .get<ConfigFlowPage>('/configflow/list', { pageIndex: 1, pageCount: CONFIG_FLOW_LIST_SIZE, publish: 1 })
        .then((page) => page.records),
  });
}

/** Binds a flow to a device with its runtime view as the URL; without a flow, unbinds. */
export const bindConfigFlow = (deviceId: number, configFlowId: number | null) =>
  api.post<null>(
    `/device/bindConfigFlowUrl/${deviceId}`,
    undefined,
    configFlowId === null ? {} : { configFlowId, url: configFlowViewUrl(configFlowId) },
  );
