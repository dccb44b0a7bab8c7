import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A page the user's menu does not grant, opened by its address: shown inside the layout. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('noPermission.title')}
      subTitle={<span data-testid="no-permission">{t('noPermission.text')}</span>}
      extra={
        <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
          {t('noPermission.home')}
        </Button>
      }
    />
  );
}
