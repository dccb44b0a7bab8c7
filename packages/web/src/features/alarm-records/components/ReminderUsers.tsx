import { Popover, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALARMS_NS } from '../i18n';

/** Users a card names before the rest go behind an ellipsis (spec: up to 15 or 16). */
export const REMINDERS_SHOWN = 16;

interface Reminder {
  id: number;
  userName: string;
}

/** Up to 16 names; with more, the first 15 and an ellipsis whose popover lists everyone. */
export function ReminderUsers({ users }: { users: readonly Reminder[] }) {
  const { t } = useTranslation(ALARMS_NS);
  if (users.length === 0) return null;
  const overflow = users.length > REMINDERS_SHOWN;
  const shown = overflow ? users.slice(0, REMINDERS_SHOWN - 1) : users;
  return (
    <Space size={[4, 4]} wrap data-testid="follow-reminders">
      <Typography.Text type="secondary">{t('follow.reminders')}:</Typography.Text>
      {shown.map((user) => (
        <Tag key={user.id} style={{ marginInlineEnd: 0 }} data-testid="follow-reminder">
          {user.userName}
        </Tag>
      ))}
      {overflow ? (
        <Popover
          title={t('follow.more', { count: users.length })}
          content={
            <Space size={[4, 4]} wrap style={{ maxWidth: 360 }} data-testid="follow-reminders-all">
              {users.map((user) => (
                <Tag key={user.id} style={{ marginInlineEnd: 0 }}>
                  {user.userName}
                </Tag>
              ))}
            </Space>
          }
        >
          <Tag style={{ cursor: 'pointer', marginInlineEnd: 0 }} data-testid="follow-reminders-more">
            …
          </Tag>
        </Popover>
      ) : null}
    </Space>
  );
}
