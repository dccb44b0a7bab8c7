import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDeviceSettings } from './api';
import { SettingsForm } from './components/SettingsForm';
import { DEVICE_SETTINGS_NS } from './i18n';

/** `/globalConfigInfo/{id}`: a gateway's operating settings and its overrides of the platform's defaults. */
export function DeviceSettingsPage() {
  const { t } = useTranslation(DEVICE_SETTINGS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const settings = useDeviceSettings(valid ? id : undefined);

  if (valid && settings.isLoading) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (!settings.data) {
    return (
      <Result
        status="404"
        title={t('notFound')}
        extra={<Button onClick={() => void navigate('/equipIndex')}>{t('backToList')}</Button>}
      />
    );
  }
  return <SettingsForm key={id} settings={settings.data} />;
}
