import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown only while the installation is not activated: a chunk of its own, off the login route's load. */
export function NotActivatedNotice({ onActivate }: { onActivate: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('activation.notAuthorised')}
      action={
        <Button size="small" type="link" onClick={onActivate}>
          {t('activation.activate')}
        </Button>
      }
      data-testid="not-activated"
    />
  );
}
