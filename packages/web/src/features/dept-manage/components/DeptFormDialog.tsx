import type { DeptNode } from '@iot/contract';
import { Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeptTree } from '../../../api/lookups';
import { FormDialog } from '../../../ui/FormDialog';
import { createDept, updateDept, type DeptFields } from '../api';

interface DeptFormDialogProps {
  dept: DeptNode | null;
  onClose: () => void;
  onSaved: () => void;
}

export function DeptFormDialog({ dept, onClose, onSaved }: DeptFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeptFields>();
  const tree = useDeptTree();
  const submit = (values: DeptFields) => {
    const body = { ...values, parentId: values.parentId ?? null };
    return dept ? updateDept({ ...body, id: dept.id }) : createDept(body);
  };
  return (
    <FormDialog
      title={dept ? t('deptManage.edit') : t('deptManage.add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={{ name: dept?.name ?? '', parentId: dept?.parentId ?? null }}
    >
      <Form.Item name="name" label={t('deptManage.name')} rules={[{ required: true, message: t('common.required') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="parentId" label={t('deptManage.parent')}>
        <TreeSelect allowClear treeData={tree.data} fieldNames={{ label: 'name', value: 'id', children: 'child' }} />
      </Form.Item>
    </FormDialog>
  );
}
