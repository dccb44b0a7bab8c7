import {
  AppstoreOutlined,
  ArrowLeftOutlined,
  DownloadOutlined,
  FileImageOutlined,
  LockOutlined,
  RedoOutlined,
  SaveOutlined,
  SettingOutlined,
  UndoOutlined,
  UnlockOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Divider, Input, Tooltip, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOOM, stepZoom, zoomPercent } from '../../../editor/flow/zoom';
import { EDITOR_NS } from '../i18n';

export interface HeaderActions {
  back: () => void;
  save: () => void;
  saveAs: () => void;
  downloadJson: () => void;
  downloadPng: () => void;
  uploadJson: (file: File) => void;
  undo: () => void;
  redo: () => void;
  toggleLock: () => void;
  zoom: (scale: number) => void;
  toggleGallery: () => void;
  toggleProperties: () => void;
}

interface EditorHeaderProps {
  name: string;
  onName: (name: string) => void;
  dirty: boolean;
  saving: boolean;
  locked: boolean;
  scale: number;
  actions: HeaderActions;
}

function IconButton({
  title,
  icon,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <Button type="text" icon={icon} onClick={onClick} aria-label={title} data-testid={testId} />
    </Tooltip>
  );
}

/** The editor's header (spec 2.1): back, name, save, files, history, panels, lock and zoom. */
export function EditorHeader({ name, onName, dirty, saving, locked, scale, actions }: EditorHeaderProps) {
  const { t } = useTranslation(EDITOR_NS);
  return (
    <header className="flow-editor-header">
      <IconButton title={t('back')} icon={<ArrowLeftOutlined />} onClick={actions.back} testId="editor-back" />
      <Input
        className="flow-editor-name"
        value={name}
        maxLength={64}
        placeholder={t('namePlaceholder')}
        aria-label={t('name')}
        onChange={(event) => onName(event.target.value)}
        data-testid="editor-name"
      />
      {dirty && <span className="flow-editor-dirty" aria-hidden />}
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={actions.save} data-testid="editor-save">
        {t('save')}
      </Button>
      <Button onClick={actions.saveAs} disabled={saving} data-testid="editor-save-as">
        {t('saveAs')}
      </Button>
      <Divider orientation="vertical" />
      <IconButton
        title={t('downloadJson')}
        icon={<DownloadOutlined />}
        onClick={actions.downloadJson}
        testId="editor-download-json"
      />
      <IconButton
        title={t('downloadPng')}
        icon={<FileImageOutlined />}
        onClick={actions.downloadPng}
        testId="editor-download-png"
      />
      <Upload
        accept=".json,application/json"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          actions.uploadJson(file);
          return false;
        }}
      >
        <Tooltip title={t('uploadJson')}>
          <Button type="text" icon={<UploadOutlined />} aria-label={t('uploadJson')} data-testid="editor-upload-json" />
        </Tooltip>
      </Upload>
      <Divider orientation="vertical" />
      <IconButton title={t('undo')} icon={<UndoOutlined />} onClick={actions.undo} testId="editor-undo" />
      <IconButton title={t('redo')} icon={<RedoOutlined />} onClick={actions.redo} testId="editor-redo" />
      <Divider orientation="vertical" />
      <IconButton
        title={t('gallery')}
        icon={<AppstoreOutlined />}
        onClick={actions.toggleGallery}
        testId="editor-toggle-gallery"
      />
      <IconButton
        title={t('properties')}
        icon={<SettingOutlined />}
        onClick={actions.toggleProperties}
        testId="editor-toggle-properties"
      />
      <IconButton
        title={locked ? t('unlock') : t('lock')}
        icon={locked ? <LockOutlined /> : <UnlockOutlined />}
        onClick={actions.toggleLock}
        testId="editor-lock"
      />
      <Divider orientation="vertical" />
      <IconButton
        title={t('zoomOut')}
        icon={<ZoomOutOutlined />}
        onClick={() => actions.zoom(stepZoom(scale, -1))}
        testId="editor-zoom-out"
      />
      <Tooltip title={t('zoomReset')}>
        <Button
          type="text"
          className="flow-editor-zoom"
          onClick={() => actions.zoom(ZOOM.reset)}
          data-testid="editor-zoom-reset"
        >
          {zoomPercent(scale)}%
        </Button>
      </Tooltip>
      <IconButton
        title={t('zoomIn')}
        icon={<ZoomInOutlined />}
        onClick={() => actions.zoom(stepZoom(scale, 1))}
        testId="editor-zoom-in"
      />
    </header>
  );
}
