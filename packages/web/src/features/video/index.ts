// Each screen's chunk loads its texts with it.
import './i18n';

export { CloudVideoPage, IframeVideoPage, LocalVideoGridPage, LocalVideoPage } from './VideoPages';
export { MapToVideoPage } from './MapToVideoPage';
