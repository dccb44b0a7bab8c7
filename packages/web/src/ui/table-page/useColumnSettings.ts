import { useCallback, useState } from 'react';
import { StorageKey, readJson, writeJson } from '../../api/storage';

/** Hidden columns of one table type, kept in localStorage (spec 9). */
export function useColumnSettings(tableType: string) {
  const storageKey = StorageKey.tableColumnsPrefix + tableType;
  const [hidden, setHidden] = useState<string[]>(() => readJson<string[]>(storageKey, []));

  const setVisible = useCallback(
    (key: string, visible: boolean) => {
      setHidden((current) => {
        const next = visible ? current.filter((k) => k !== key) : [...current, key];
        writeJson(storageKey, next);
        return next;
      });
    },
    [storageKey],
  );

  const reset = useCallback(() => {
    localStorage.removeItem(storageKey);
    setHidden([]);
  }, [storageKey]);

  return { hidden, setVisible, reset };
}
