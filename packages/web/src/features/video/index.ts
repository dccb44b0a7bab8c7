// Each screen's chunk loads its texts with it.
import './i18n';
import './video.css';

export { CloudVideoPage, IframeVideoPage, LocalVideoGridPage, LocalVideoPage } from './VideoPages';
export { MapToVideoPage } from './MapToVideoPage';
