import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showError } from '../../api/feedback';
import { AlarmDetail } from './components/AlarmDetail';
import { ALARMS_NS } from './i18n';

const recordIdOf = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * `/alertRecord?alarmRecordId={id}`: the detail of one alarm on its own page (where an alarm notice
 * leads). Without an id it shows an error and closes (spec 8).
 */
export function AlarmRecordPage() {
  const { t } = useTranslation(ALARMS_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const firstPage = useLocation().key === 'default';
  const recordId = recordIdOf(search.get('alarmRecordId'));
  const closed = useRef(false);
  // Closing goes back inside the console, or home when the page was the first one opened (going
  // back would leave the console, and the error with it).
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    void (firstPage ? navigate('/dashboard', { replace: true }) : navigate(-1));
  }, [navigate, firstPage]);

  useEffect(() => {
    if (recordId !== null || closed.current) return;
    showError(t('noId'));
    close();
  }, [recordId, close, t]);

  if (recordId === null) return null;
  return (
    <div className="alarm-record-page" style={{ padding: 16, minHeight: '100%', boxSizing: 'border-box' }}>
      <AlarmDetail recordId={recordId} onBack={close} />
    </div>
  );
}
