import type { AlarmConfig, AlarmConfigInput, AlarmVarType } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** What an alarm config belongs to: a device variable (varType 1) or a custom data item (0). */
export interface AlarmTarget {
  varType: AlarmVarType;
  /** The variable id or the custom data id. */
  id: number;
  name: string;
  /** The variable's data type: `switch_value` gets the switch rule instead of the limits. */
  dataType?: string;
  /** The device's model: model 20 also gets the filtering fields. */
  modelName?: string;
}

export const alarmConfigKey = (target: AlarmTarget) => ['alertConfig', target.varType, target.id] as const;

/** The stored config, or null when the target has none yet. */
export function useAlarmConfig(target: AlarmTarget) {
  return useQuery({
    queryKey: alarmConfigKey(target),
    queryFn: () => api.get<AlarmConfig | null>(`/alertConfig/detail/${target.id}`, { varType: target.varType }),
    staleTime: 0,
  });
}

/** POST when new, PUT when the config has an id. */
export const saveAlarmConfig = (body: AlarmConfigInput) =>
  body.id === undefined ? api.post<{ id: number }>('/alertConfig', body) : api.put<null>('/alertConfig', body);
