import type { LoginResult, MenuNode, UserInfo } from '@iot/contract';
import { api, setToken } from '../../api/client';
import { StorageKey, readJson, writeJson } from '../../api/storage';
import { menuPages } from './menu-tree';
import { setSession, type Session } from './session-store';

export interface StoredInfo {
  id: number;
  username: string;
}

/** The menu has no page: the account has no role (spec 4). */
export class EmptyMenuError extends Error {
  constructor() {
    super('empty menu');
    this.name = 'EmptyMenuError';
  }
}

export function storedInfo(): StoredInfo | null {
  return readJson<StoredInfo | null>(StorageKey.info, null);
}

/** 0 real-time monitoring system, 1 MES system. */
export function menuUseType(): 0 | 1 {
  return localStorage.getItem(StorageKey.sysType) === '1' ? 1 : 0;
}

/** "Load routes": the user detail and the menu tree of the stored user. */
export async function loadSession(): Promise<Session> {
  const info = storedInfo();
  if (!info) throw new EmptyMenuError();
  const [user, menu] = await Promise.all([
    api.get<UserInfo>(`/user/${info.id}`),
    api.get<MenuNode[]>('/menu/build', { useType: menuUseType() }),
  ]);
  if (menuPages(menu).length === 0) throw new EmptyMenuError();
  return setSession(user, menu);
}

export function storeLogin(result: LoginResult): void {
  setToken(result.token);
  writeJson(StorageKey.info, { id: result.user.id, username: result.user.nickName } satisfies StoredInfo);
}

export function firstPagePath(session: Session): string {
  return session.routes[0]?.path ?? '/dashboard';
}
