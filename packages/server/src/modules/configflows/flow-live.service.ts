import {
  MsgType,
  ResultCode,
  liveTopics,
  type Binding,
  type FlowLiveItem,
  type FlowLiveTargets,
  type FlowLiveVariable,
} from '@iot/contract';
import { AppError } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import type { CustomDataService } from '../customdata/customdata.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { VariableService } from '../variables/variables.service.js';
import type { ConfigFlowService } from './configflows.service.js';

interface Deps {
  configFlows: Pick<ConfigFlowService, 'detail'>;
  devices: Pick<DeviceService, 'deviceInScope'>;
  variables: Pick<VariableService, 'live'>;
  customData: Pick<CustomDataService, 'get'>;
}

/** A call that answers "missing" for what is out of reach answers nothing here: run mode says so per pen. */
async function unlessMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === ResultCode.notFound) return null;
    throw error;
  }
}

const uniqueIds = (bindings: Binding[], pick: (b: Binding) => number | undefined) => [
  ...new Set(bindings.map(pick).filter((id): id is number => id !== undefined)),
];

/** Run mode's one read on open: the targets of a flow's bindings and their latest values. */
export function createFlowLiveService({ configFlows, devices, variables, customData }: Deps) {
  async function deviceTargets(auth: AuthContext, deviceId: number, wanted: Set<number>) {
    const device = await unlessMissing(() => devices.deviceInScope(auth.scope, deviceId));
    if (!device) return [];
    const values = await variables.live(auth, device.id);
    return values
      .filter((v) => wanted.has(v.varId))
      .map((v): FlowLiveVariable => ({
        deviceId: device.id,
        varId: v.varId,
        identity: device.identity,
        name: v.name,
        description: v.description,
        unit: v.unit,
        dataType: v.dataType,
        decimalPlaces: v.decimalPlaces,
        topic: liveTopics.value(device.identity, v.name),
        onlineTopic: liveTopics.online(device.identity),
        nowValue: v.nowValue,
        online: device.isonline === 1,
      }));
  }

  async function itemTarget(auth: AuthContext, id: number): Promise<FlowLiveItem | null> {
    const item = await unlessMissing(() => customData.get(auth, id));
    return (
      item && {
        customDataId: item.id,
        name: item.name,
        description: item.description,
        unit: item.unit,
        decimalPlaces: item.decimalPlaces,
        topic: liveTopics.customData(item.id),
        nowValue: item.value,
      }
    );
  }

  async function targets(auth: AuthContext, flowId: number): Promise<FlowLiveTargets> {
    const flow = await configFlows.detail(auth, 'flow', flowId);
    const bindings = flow.data.pens.flatMap((pen) => pen.data?.data ?? []);
    const ofDevices = bindings.filter((b) => b.msgType === MsgType.variable);
    const wanted = new Set(uniqueIds(ofDevices, (b) => b.varId));
    const perDevice = await Promise.all(
      uniqueIds(ofDevices, (b) => b.deviceId).map((id) => deviceTargets(auth, id, wanted)),
    );
    const items = await Promise.all(
      uniqueIds(bindings, (b) => (b.msgType === MsgType.customData ? b.customDataId : undefined)).map((id) =>
        itemTarget(auth, id),
      ),
    );
    return { variables: perDevice.flat(), customData: items.filter((item) => item !== null) };
  }

  return { targets };
}

export type FlowLiveService = ReturnType<typeof createFlowLiveService>;
