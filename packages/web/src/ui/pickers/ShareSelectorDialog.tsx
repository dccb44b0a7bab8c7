import type { ShareTargetInfo } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../FormDialog';
import { putShareTargets, useShareTargets, type SharedThing } from './share-api';
import { SHARE_NS } from './share-i18n';
import { ShareSelector } from './ShareSelector';

interface ShareSelectorDialogProps {
  thing: SharedThing;
  /** The thing's name, in the title. */
  name: string;
  onClose: () => void;
  onSaved?: () => void;
}

/** The thing's current targets in the share selector; saving replaces them. Opens once they are loaded. */
export function ShareSelectorDialog(props: ShareSelectorDialogProps) {
  const current = useShareTargets(props.thing);
  return current.data ? <LoadedDialog {...props} initial={current.data} /> : null;
}

function LoadedDialog({
  thing,
  name,
  onClose,
  onSaved,
  initial,
}: ShareSelectorDialogProps & { initial: ShareTargetInfo[] }) {
  const { t } = useTranslation(SHARE_NS);
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<object>();
  const [value, setValue] = useState(initial);
  const save = async () => {
    await putShareTargets(thing, value);
    await client.invalidateQueries({ queryKey: ['share'] });
  };
  return (
    <FormDialog
      title={
        // Clear of the close button, and broken anywhere: a long name has no spaces to wrap at.
        <div style={{ paddingInlineEnd: 32, overflowWrap: 'anywhere' }}>{t('dialogTitle', { name })}</div>
      }
      form={form}
      width={680}
      okText={tc('common.save')}
      onSubmit={save}
      onSaved={onSaved}
      onClose={onClose}
    >
      <ShareSelector thing={thing} value={value} onChange={setValue} />
    </FormDialog>
  );
}
