import { useCallback } from 'react';
import { api } from '../../api/client';
import { StorageKey } from '../../api/storage';
import { updateSessionUser, useLoadedSession } from '../session/session-store';
import { useSetting, writeSetting } from './local-setting';

export type MenuStyle = 'side' | 'drawer';

/** Side menu or full-screen drawer (`radioMenu`); the local choice wins over the saved preference. */
export function useMenuStyle() {
  const { user } = useLoadedSession();
  const stored = useSetting(StorageKey.radioMenu);
  const style: MenuStyle = stored === null ? (user.menuStyle ?? 'side') : stored === '1' ? 'drawer' : 'side';

  const setStyle = useCallback(
    (next: MenuStyle) => {
      writeSetting(StorageKey.radioMenu, next === 'drawer' ? '1' : '0');
      updateSessionUser({ menuStyle: next });
      void api.put('/user', { id: user.id, menuStyle: next }).catch(() => undefined);
    },
    [user.id],
  );

  return { style, setStyle, chosen: user.menuStyle !== null || stored !== null };
}
