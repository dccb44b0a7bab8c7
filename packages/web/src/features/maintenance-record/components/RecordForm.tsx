import type { MaintenanceRecordDetail, RecordHandleInput } from '@iot/contract';
import { App, Button, Empty, Flex, Form, Input, Radio, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { handleRecord } from '../api';
import { RECORD_NS } from '../i18n';

interface FormValues {
  items: { result: 0 | 1 | 2 | null; note: string }[];
  result: 0 | 1 | null;
  notes: string;
}

/** Results per check item, the overall result and notes; saved as progress or finished (then read-only). */
export function RecordForm({ record, onChanged }: { record: MaintenanceRecordDetail; onChanged: () => void }) {
  const { t } = useTranslation(RECORD_NS);
  const { modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const readOnly = !record.canHandle;

  const submit = async (done: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: RecordHandleInput = {
      items: values.items.map((item) => ({ result: item.result ?? null, note: item.note ?? '' })),
      result: values.result ?? null,
      notes: values.notes ?? '',
      done,
    };
    setSaving(true);
    try {
      await handleRecord(record.id, body);
      showSuccess(done ? t('finished') : t('saved'));
      onChanged();
    } catch {
      // The API client already showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={{
        items: record.items.map((item) => ({ result: item.result, note: item.note })),
        result: record.result,
        notes: record.notes,
      }}
      data-testid="record-form"
    >
      <Typography.Title level={5}>{t('items')}</Typography.Title>
      {record.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noItems')} />
      ) : (
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={record.items.map((item, index) => ({ ...item, index }))}
          columns={[
            { key: 'name', title: t('item'), dataIndex: 'name', width: '35%' },
            {
              key: 'result',
              title: t('itemResult'),
              render: (_: unknown, row: { index: number }) => (
                <Form.Item name={['items', row.index, 'result']} noStyle>
                  <Radio.Group
                    options={[0, 1, 2].map((value) => ({ value, label: t(`itemResults.${value}`) }))}
                    data-testid="item-result"
                  />
                </Form.Item>
              ),
            },
            {
              key: 'note',
              title: t('itemNote'),
              render: (_: unknown, row: { index: number }) => (
                <Form.Item name={['items', row.index, 'note']} noStyle>
                  <Input maxLength={200} />
                </Form.Item>
              ),
            },
          ]}
        />
      )}
      <Form.Item name="result" label={t('result')} style={{ marginTop: 16 }}>
        <Radio.Group options={[0, 1].map((value) => ({ value, label: t(`results.${value}`) }))} />
      </Form.Item>
      <Form.Item name="notes" label={t('notes')}>
        <Input.TextArea rows={3} maxLength={2000} showCount placeholder={t('notesHint')} data-testid="record-notes" />
      </Form.Item>
      {readOnly ? null : (
        <Flex gap={8}>
          <Button loading={saving} onClick={() => void submit(false)} data-testid="record-save">
            {t('save')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void modal.confirm({ title: t('doneAsk'), onOk: () => submit(true) })}
            data-testid="record-done"
          >
            {t('done')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}
