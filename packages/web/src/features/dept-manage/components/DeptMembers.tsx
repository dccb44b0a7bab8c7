import { useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../ui/display-name';
import { fetchDeptUsers } from '../api';

function MemberList({ deptId }: { deptId: number }) {
  const { t } = useTranslation();
  const users = useQuery({ queryKey: ['dept', 'users', deptId], queryFn: () => fetchDeptUsers(deptId) });
  if (users.data?.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />;
  return (
    <List
      size="small"
      loading={users.isLoading}
      dataSource={users.data ?? []}
      renderItem={(user) => <List.Item>{displayName(user)}</List.Item>}
      style={{ width: 220, maxHeight: 300, overflow: 'auto' }}
    />
  );
}

export function DeptMembers({ deptId }: { deptId: number }) {
  const { t } = useTranslation();
  return (
    <Popover trigger="click" title={t('deptManage.members')} content={<MemberList deptId={deptId} />} destroyOnHidden>
      <Button type="link" size="small">
        {t('deptManage.members')}
      </Button>
    </Popover>
  );
}
