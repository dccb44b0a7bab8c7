// The screen's chunk loads its texts with it.
import './i18n';

export { ShareListPage } from './ShareListPage';
