import './i18n';

export { MapPicker } from './MapPicker';
