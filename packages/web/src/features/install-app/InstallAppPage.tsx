import { AndroidOutlined, AppleOutlined, CopyOutlined, DesktopOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTALL_NS } from './i18n';
import { useInstallPrompt } from './useInstallPrompt';
import './install-app.css';

/** `/installApp`: how to put the console on a phone — its address as a QR code, and the console as an app. */
export function InstallAppPage() {
  const { t } = useTranslation(INSTALL_NS);
  const { message } = App.useApp();
  const address = `${window.location.origin}/`;
  const [qr, setQr] = useState('');
  const { canInstall, installed, install } = useInstallPrompt();

  useEffect(() => {
    QRCode.toDataURL(address, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      .then(setQr)
      .catch(() => setQr(''));
  }, [address]);

  const copy = () =>
    navigator.clipboard
      .writeText(address)
      .then(() => message.success(t('copied')))
      .catch(() => message.error(t('copyFailed', { address })));

  return (
    <main className="install-page" data-testid="install-app">
      <section className="install-card">
        <h1>{t('title')}</h1>
        <p className="install-lead">{t('lead')}</p>
        <div className="install-qr">{qr && <img src={qr} alt={t('qrAlt')} data-testid="install-qr" />}</div>
        <div className="install-address">
          <span>{t('address')}</span>
          <Typography.Text code data-testid="install-address">
            {address}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('copy')}
          </Button>
        </div>
        {installed ? (
          <p className="install-done">{t('installed')}</p>
        ) : (
          canInstall && (
            <Button type="primary" size="large" icon={<DownloadOutlined />} onClick={() => void install()}>
              {t('install')}
            </Button>
          )
        )}
        <ul className="install-steps">
          <li>
            <AndroidOutlined /> {t('android')}
          </li>
          <li>
            <AppleOutlined /> {t('iphone')}
          </li>
          <li>
            <DesktopOutlined /> {t('desktop')}
          </li>
        </ul>
      </section>
    </main>
  );
}
