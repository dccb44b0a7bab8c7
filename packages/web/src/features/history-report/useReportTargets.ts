import type { VariableDetail } from '@iot/contract';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PickedData } from '../../ui/pickers/types';
import type { HistoryTarget } from '../variable-history';

/** "Owner · name": the device (or archive) and the variable, as the report names a value. */
export function pickedLabel(item: PickedData): string {
  const owner = item.devType_ === 2 ? item.archiveName : item.deviceName;
  return owner ? `${owner} · ${item.name}` : item.name;
}

/**
 * What to query for each picked value. A device variable is looked up by id: an archive item carries
 * its own name, and the history call wants the variable's name and whether it is a switch.
 */
export function useReportTargets(picked: readonly PickedData[]): { targets: HistoryTarget[]; resolving: boolean } {
  const lookups = useQueries({
    queries: picked.map((item) => ({
      queryKey: ['variable', item.varId] as const,
      queryFn: () => api.get<VariableDetail>(`/variable/${item.varId}`),
      enabled: item.varType === 1 && item.varId !== undefined,
      staleTime: 5 * 60_000,
    })),
  });
  const targets = picked.flatMap((item, i): HistoryTarget[] => {
    if (item.varType === 0) {
      return [
        {
          key: item.key,
          type: 1,
          code: String(item.id),
          deviceNum: '',
          label: pickedLabel(item),
          unit: item.unit,
          step: false,
        },
      ];
    }
    const variable = lookups[i]?.data;
    if (!variable) return [];
    return [
      {
        key: item.key,
        type: 0,
        code: variable.name,
        deviceNum: item.deviceNum ?? variable.deviceNum,
        label: pickedLabel(item),
        unit: item.unit || variable.unit,
        step: variable.dataType === 'switch_value',
      },
    ];
  });
  // A variable deleted since it was picked answers 404 (shown) and is left out.
  return { targets, resolving: lookups.some((lookup) => lookup.isFetching) };
}
