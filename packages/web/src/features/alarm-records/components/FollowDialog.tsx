import { PlusOutlined } from '@ant-design/icons';
import {
  ALARM_FOLLOW_CONTENT_MAX,
  ALARM_IMAGE_EXTENSIONS,
  ALARM_IMAGE_MAX_BYTES,
  ALARM_IMAGES_PER_UPLOAD,
} from '@iot/contract';
import { Form, Input, Modal, Select, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { showError, showSuccess, showWarning } from '../../../api/feedback';
import { requiredRule } from '../../../ui/form-rules';
import { createFollow, saveFollowUsers, uploadFollowImages, useReminderCandidates } from '../api';
import { ALARMS_NS } from '../i18n';

interface FollowForm {
  content: string;
  list?: number[];
}

const MB = 1024 * 1024;
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

interface FollowDialogProps {
  recordId: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A new follow-up: created first (to get its id), then its images are uploaded, then its reminder
 * users saved; the dialog closes when that last save succeeds. A retry after a failure goes on from
 * the step that failed, with the id it already has.
 */
export function FollowDialog({ recordId, onClose, onSaved }: FollowDialogProps) {
  const { t } = useTranslation(ALARMS_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<FollowForm>();
  const candidates = useReminderCandidates(recordId);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [followId, setFollowId] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const [saving, setSaving] = useState(false);

  const accept = (file: File): boolean => {
    if (!(ALARM_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      showWarning(t('follow.badFormat'));
    } else if (file.size > ALARM_IMAGE_MAX_BYTES) {
      showWarning(t('follow.tooLarge', { size: ALARM_IMAGE_MAX_BYTES / MB }));
    } else {
      return true;
    }
    return false;
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const users = values.list ?? [];
    setSaving(true);
    try {
      let id = followId;
      if (id === null) {
        id = (await createFollow({ recordId, content: values.content, list: users })).id;
        setFollowId(id);
      }
      const images = files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : []));
      if (!uploaded && images.length > 0) {
        await uploadFollowImages(id, images);
        setUploaded(true);
      }
      const savedId = id;
      await saveFollowUsers(users.map((userId) => ({ userId, followId: savedId })));
      showSuccess(tc('common.success'));
      onSaved();
      onClose();
    } catch (error) {
      // A network failure was already reported by the client ("operation failed").
      if (error instanceof ApiError) showError(error.message || t('follow.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('follow.title')}
      width={560}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={tc('common.save')}
      cancelText={tc('common.cancel')}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="follow-form">
        <Form.Item name="content" label={t('follow.content')} rules={requiredRule(tc)}>
          <Input.TextArea
            rows={4}
            maxLength={ALARM_FOLLOW_CONTENT_MAX}
            showCount
            placeholder={t('follow.contentHint')}
            data-testid="follow-content"
          />
        </Form.Item>
        <Form.Item
          label={t('follow.images')}
          extra={t('follow.imagesHint', {
            types: ALARM_IMAGE_EXTENSIONS.join(', '),
            size: ALARM_IMAGE_MAX_BYTES / MB,
            count: ALARM_IMAGES_PER_UPLOAD,
          })}
        >
          <Upload
            listType="picture-card"
            accept={ALARM_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
            multiple
            fileList={files}
            disabled={uploaded}
            // Kept here and sent once the follow-up exists; antd does not upload them by itself.
            beforeUpload={(file) => (accept(file) ? false : Upload.LIST_IGNORE)}
            onChange={({ fileList }) => {
              if (fileList.length > ALARM_IMAGES_PER_UPLOAD) {
                showWarning(t('follow.tooMany', { count: ALARM_IMAGES_PER_UPLOAD }));
              }
              setFiles(fileList.slice(0, ALARM_IMAGES_PER_UPLOAD));
            }}
            data-testid="follow-images"
          >
            {files.length < ALARM_IMAGES_PER_UPLOAD && !uploaded ? <PlusOutlined /> : null}
          </Upload>
        </Form.Item>
        <Form.Item name="list" label={t('follow.users')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={candidates.isFetching}
            placeholder={t('follow.usersHint')}
            options={(candidates.data ?? []).map((user) => ({ value: user.id, label: user.userName }))}
            data-testid="follow-users"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
