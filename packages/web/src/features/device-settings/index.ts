// The links to the screen (device detail, hardware list) load its texts with them.
import './i18n';

export { DEVICE_SETTINGS_NS } from './i18n';

/** The settings screen of a gateway (`/globalConfigInfo/{id}`). */
export const deviceSettingsPath = (deviceId: number) => `/globalConfigInfo/${deviceId}`;
