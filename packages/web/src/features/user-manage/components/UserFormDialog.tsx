import type { UserInfo } from '@iot/contract';
import { Form, Input, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions, useDeptTree, useRoleOptions } from '../../../api/lookups';
import { useLoadedSession } from '../../../app/session/session-store';
import { FormDialog } from '../../../ui/FormDialog';
import { createUser, updateUser } from '../api';

interface UserFields {
  nickName: string;
  username?: string;
  phone?: string;
  email?: string;
  password?: string;
  companyId: number;
  userType: 1 | 2 | 3 | 4;
  roleIds: number[];
  deptId?: number | null;
  enabled: boolean;
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

interface UserFormDialogProps {
  user: UserInfo | null;
  onClose: () => void;
  onSaved: () => void;
}

export function UserFormDialog({ user, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFields>();
  const { user: me } = useLoadedSession();
  const companies = useCompanyOptions();
  const roles = useRoleOptions();
  const depts = useDeptTree();
  const required = [{ required: true, message: t('common.required') }];
  const companyOptions = companies.data?.map((c) => ({ value: c.id, label: c.name })) ?? [
    { value: me.companyId, label: me.companyName },
  ];
  const userTypes = ([1, 2, 3, 4] as const).filter((type) => type >= me.userType);

  const submit = async (values: UserFields) => {
    const body = {
      ...values,
      username: blankToUndefined(values.username),
      phone: blankToUndefined(values.phone),
      email: blankToUndefined(values.email),
      password: values.password || undefined,
    };
    if (user) await updateUser({ ...body, id: user.id });
    else await createUser({ ...body, password: values.password ?? '' });
  };

  const initialValues: Partial<UserFields> = user
    ? {
        ...user,
        username: user.username ?? undefined,
        phone: user.phone ?? undefined,
        email: user.email ?? undefined,
        roleIds: user.roles.map((role) => role.id),
        deptId: user.depts[0]?.id ?? null,
      }
    : { companyId: me.companyId, userType: 4, roleIds: [], enabled: true };

  return (
    <FormDialog
      title={user ? t('userManage.edit') : t('userManage.add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={initialValues}
      width={560}
    >
      <Form.Item name="nickName" label={t('userManage.nickName')} rules={required}>
        <Input />
      </Form.Item>
      <Form.Item name="username" label={t('common.username')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('common.phone')}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label={t('common.email')}>
        <Input />
      </Form.Item>
      <Form.Item name="password" label={t('common.password')} rules={user ? [] : required}>
        <Input.Password autoComplete="new-password" placeholder={user ? t('userManage.passwordKeep') : undefined} />
      </Form.Item>
      <Form.Item name="companyId" label={t('common.companyName')} rules={required}>
        <Select options={companyOptions} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="userType" label={t('userManage.userType')} rules={required}>
        <Select options={userTypes.map((type) => ({ value: type, label: t(`userType.${type}`) }))} />
      </Form.Item>
      <Form.Item name="roleIds" label={t('userManage.roles')}>
        <Select mode="multiple" options={roles.data?.map((role) => ({ value: role.id, label: role.name }))} />
      </Form.Item>
      <Form.Item name="deptId" label={t('userManage.dept')}>
        <TreeSelect allowClear treeData={depts.data} fieldNames={{ label: 'name', value: 'id', children: 'child' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('userManage.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
