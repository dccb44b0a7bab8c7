// Each screen's chunk loads its texts with it.
import './i18n';

export { AddDevicePage } from './AddDevicePage';
export { DeviceDetailPage } from './DeviceDetailPage';
export { HardwareListPage } from './HardwareListPage';
