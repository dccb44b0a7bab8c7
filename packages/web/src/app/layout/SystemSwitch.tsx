import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StorageKey } from '../../api/storage';
import { firstPagePath, loadSession } from '../session/load-session';
import { useSetting, writeSetting } from './local-setting';

/** Real-time monitoring (menu useType 0) or MES (useType 1); shown only when `mesEnabled` is set. */
export function SystemSwitch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enabled = useSetting(StorageKey.mesEnabled) === '1';
  const sysType = useSetting(StorageKey.sysType) === '1' ? '1' : '0';
  if (!enabled) return null;

  const change = async (value: string) => {
    writeSetting(StorageKey.sysType, value);
    localStorage.removeItem(StorageKey.tabs);
    const session = await loadSession();
    await navigate(firstPagePath(session), { replace: true });
  };

  return (
    <Segmented
      size="small"
      value={sysType}
      onChange={(value) => void change(value).catch(() => undefined)}
      options={[
        { value: '0', label: t('layout.realtimeSystem') },
        { value: '1', label: t('layout.mesSystem') },
      ]}
    />
  );
}
