import type { MenuNode, UserInfo } from '@iot/contract';
import { useSyncExternalStore } from 'react';
import { menuRoutes, type MenuRoute } from './menu-tree';

export interface Session {
  user: UserInfo;
  menu: MenuNode[];
  routes: MenuRoute[];
}

let current: Session | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(user: UserInfo, menu: MenuNode[]): Session {
  current = { user, menu, routes: menuRoutes(menu) };
  emit();
  return current;
}

export function updateSessionUser(patch: Partial<UserInfo>): void {
  if (!current) return;
  current = { ...current, user: { ...current.user, ...patch } };
  emit();
}

export function clearSession(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

/** Inside the main layout the session is always loaded (the guard sees to it). */
export function useLoadedSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useLoadedSession outside the session guard');
  return session;
}
