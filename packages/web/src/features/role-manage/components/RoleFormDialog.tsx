import type { RoleRecord } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { createRole, fetchRole, updateRole, type RoleFields } from '../api';
import { MenuGrantTree } from './MenuGrantTree';

interface RoleFormDialogProps {
  role: RoleRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds a role, or edits one with its granted menus loaded first. */
export function RoleFormDialog({ role, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFields>();
  const detail = useQuery({ queryKey: ['role', role?.id], queryFn: () => fetchRole(role!.id), enabled: role !== null });
  const submit = (values: RoleFields) => (role ? updateRole({ ...values, id: role.id }) : createRole(values));
  if (role && !detail.data) return <Spin fullscreen />;
  return (
    <FormDialog
      title={role ? t('roleManage.edit') : t('roleManage.add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={{ name: role?.name ?? '', menuIds: detail.data?.menuIds ?? [] }}
      width={560}
    >
      <Form.Item name="name" label={t('roleManage.name')} rules={[{ required: true, message: t('common.required') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="menuIds" label={t('roleManage.menus')}>
        <MenuGrantTree />
      </Form.Item>
    </FormDialog>
  );
}
