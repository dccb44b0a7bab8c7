import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeviceOnline } from '../../../live/useLive';
import { DEVICES_NS } from '../i18n';

/** The stored online state, replaced by live status messages while shown. */
export function OnlineState({ identity, stored }: { identity: string; stored: 0 | 1 }) {
  const { t } = useTranslation(DEVICES_NS);
  const live = useDeviceOnline(identity);
  const online = live ?? stored === 1;
  return (
    <Badge
      status={online ? 'success' : 'default'}
      text={online ? t('online') : t('offline')}
      data-testid="online-state"
    />
  );
}
