/** How an account is shown: its nick name, else the user name before any underscore, else the phone. */
export function displayName(user: { username: string | null; nickName: string; phone: string | null }): string {
  return user.nickName || user.username?.split('_')[0] || user.phone || '';
}
