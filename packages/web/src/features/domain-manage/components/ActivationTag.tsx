import type { DomainInfo } from '@iot/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date';

type Activation = DomainInfo['activate'];

/** "Activated until …", "Expired on …" or "Not activated" (also the CSV export's text). */
export function activationText(activate: Activation, t: TFunction): string {
  const date = formatDate(activate.expiresAt, 'YYYY-MM-DD');
  if (activate.isactivate) return t('domainManage.activatedUntil', { date });
  return activate.expiresAt ? t('domainManage.expiredOn', { date }) : t('domainManage.notActivated');
}

export function ActivationTag({ activate }: { activate: Activation }) {
  const { t } = useTranslation();
  const color = activate.isactivate ? 'success' : activate.expiresAt ? 'warning' : 'error';
  return (
    <Tag color={color} data-testid="domain-activation">
      {activationText(activate, t)}
    </Tag>
  );
}
