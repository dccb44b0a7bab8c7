import './i18n';

export { DeviceMapPage, StandaloneMapPage } from './DeviceMapPage';
