import type { ExpirationRecord } from '@iot/contract';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EXPIRATION_NS } from '../i18n';

/** Days left before a device's package runs out that the list marks orange. */
export const EXPIRING_DAYS = 30;

type Row = Pick<ExpirationRecord, 'daysLeft' | 'expired'>;

export function daysLeftText(row: Row, t: TFunction): string {
  if (row.daysLeft === null) return t('neverExpires');
  return row.expired || row.daysLeft < 0
    ? t('expiredDays', { days: Math.abs(row.daysLeft) })
    : t('days', { days: row.daysLeft });
}

/** Red once expired, orange within 30 days, plain otherwise. */
export function DaysLeft({ row }: { row: Row }) {
  const { t } = useTranslation(EXPIRATION_NS);
  const expired = row.expired || (row.daysLeft !== null && row.daysLeft < 0);
  const expiring = !expired && row.daysLeft !== null && row.daysLeft <= EXPIRING_DAYS;
  const color = expired ? '#cf1322' : expiring ? '#d46b08' : undefined;
  return (
    <Typography.Text
      style={color ? { color } : undefined}
      strong={expired || expiring}
      data-testid="days-left"
      data-state={expired ? 'expired' : expiring ? 'expiring' : 'valid'}
    >
      {daysLeftText(row, t)}
    </Typography.Text>
  );
}
