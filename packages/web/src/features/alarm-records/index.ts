// Each screen's chunk loads its texts with it.
import './i18n';

export { AlarmRecordPage } from './AlarmRecordPage';
export { AlarmRecordsPage } from './AlarmRecordsPage';
export { WarringPage } from './WarringPage';
