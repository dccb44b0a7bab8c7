import { useTranslation } from 'react-i18next';
import { useRecordIdParam } from '../../ui/useRecordIdParam';
import { AlarmDetail } from './components/AlarmDetail';
import { ALARMS_NS } from './i18n';

/**
 * `/alertRecord?alarmRecordId={id}`: the detail of one alarm on its own page (where an alarm notice
 * leads). Without an id it shows an error and closes (spec 8).
 */
export function AlarmRecordPage() {
  const { t } = useTranslation(ALARMS_NS);
  const { id: recordId, close } = useRecordIdParam('alarmRecordId', t('noId'));
  if (recordId === null) return null;
  return (
    <div className="alarm-record-page" style={{ padding: 16, minHeight: '100%', boxSizing: 'border-box' }}>
      <AlarmDetail recordId={recordId} onBack={close} />
    </div>
  );
}
