export type PickerMode = 'single' | 'multiple';

/** A device chosen in the device picker: hardware (devType_ 1) or an archive with its linked device (2). */
export interface PickedDevice {
  /** `h:{deviceId}` or `a:{archiveId}`. */
  key: string;
  devType_: 1 | 2;
  /** The hardware device (for an archive, the linked one). */
  deviceId: number;
  deviceName: string;
  deviceNum: string;
  archiveId?: number;
  archiveName?: string;
  /** What the picker shows for it. */
  name: string;
}

/** A value chosen in the variable picker (spec 3 "selected data item"). */
export interface PickedData {
  /** `c:{id}` custom data, `v:{varId}` a device variable, `a:{archiveId}:{itemId}` an archive item. */
  key: string;
  /** The custom data id or the variable id. */
  id: number;
  name: string;
  unit: string;
  /** 0 custom data, 1 device variable. */
  varType: 0 | 1;
  deviceId?: number;
  deviceName?: string;
  deviceNum?: string;
  devType_?: 1 | 2;
  archiveId?: number;
  archiveName?: string;
  varId?: number;
  varName?: string;
}

export interface PickerProps<T> {
  mode: PickerMode;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** Single mode: a pick replaces the selection (a second click on it clears). Multiple: a pick toggles. */
export function applyPick<T extends { key: string }>(mode: PickerMode, value: readonly T[], item: T): T[] {
  const chosen = value.some((v) => v.key === item.key);
  if (mode === 'single') return chosen ? [] : [item];
  return chosen ? value.filter((v) => v.key !== item.key) : [...value, item];
}

/** Case-insensitive "contains" over some texts of a row. */
export function containsText(filter: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = filter.trim().toLowerCase();
  return needle === '' || texts.some((text) => text?.toLowerCase().includes(needle));
}

/** The devices (gateways or archives) the picked variables belong to, as the picker's device tabs. */
export const devicesOf = (value: readonly PickedData[]): PickedDevice[] =>
  value.flatMap((item) =>
    item.varType === 1 && item.deviceId !== undefined
      ? [
          {
            key: item.devType_ === 2 ? `a:${item.archiveId}` : `h:${item.deviceId}`,
            devType_: item.devType_ ?? 1,
            deviceId: item.deviceId,
            deviceName: item.deviceName ?? '',
            deviceNum: item.deviceNum ?? '',
            archiveId: item.archiveId,
            archiveName: item.archiveName,
            name: (item.devType_ === 2 ? item.archiveName : item.deviceName) ?? '',
          },
        ]
      : [],
  );
