import { request } from '../../api/client';
import { clearStorageExceptKept } from '../../api/storage';

/** Spec 4: end the session on the server, keep only the language and menu-style keys, reload. */
export async function logout(): Promise<void> {
  try {
    await request('POST', '/user/logout', { silent: true });
  } finally {
    clearStorageExceptKept();
    window.location.replace('/login');
  }
}
