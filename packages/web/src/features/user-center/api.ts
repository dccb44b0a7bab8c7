import { api } from '../../api/client';

export const changePassword = (body: { oldPassword: string; password: string }) => api.put('/user/password', body);

export const sendChangeCode = (mobile: string, password: string) =>
  api.get('/user/getCodeToChange', { mobile, password });

export const changeMobile = (mobile: string, code: string) =>
  api.post('/user/changeMobile', undefined, { mobile, code });

interface VpnClient {
  config: string;
  address: string;
}

/** Creates the user's WireGuard client and offers its configuration as a .conf download. */
export async function downloadVpnClient(userId: number): Promise<VpnClient> {
  const client = await api.post<VpnClient>(`/vpn/records/createClient/user/${userId}`);
  const url = URL.createObjectURL(new Blob([client.config], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `iot-vpn-${client.address.replace(/[^0-9a-zA-Z.]/g, '_')}.conf`;
  link.click();
  URL.revokeObjectURL(url);
  return client;
}
