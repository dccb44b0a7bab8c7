import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASIC_SHAPES } from '../../../editor/flow/basic-shapes';
import { EDITOR_NS } from '../i18n';
import { GalleryItem } from './GalleryItem';
import { ShapeIcon } from './ShapeIcon';
import type { EditEngine } from '../engine/edit-engine';
import '../i18n-components';
import { SystemGroups } from './SystemGroups';
import { UserComponents } from './UserComponents';
import { UserImages } from './UserImages';

function SystemTab({ type }: { type: number }) {
  const { t } = useTranslation(EDITOR_NS);
  return (
    <>
      <h4 className="flow-panel-title">{t('basicShapes')}</h4>
      <div className="flow-gallery-grid">
        {BASIC_SHAPES.map((shape) => (
          <GalleryItem key={shape.key} shape={shape} label={t(`shape_${shape.key}`)}>
            <ShapeIcon kind={shape.key} />
          </GalleryItem>
        ))}
      </div>
      <SystemGroups type={type} />
    </>
  );
}

function UserTab({ engine, onChange }: { engine: EditEngine | null; onChange: () => void }) {
  const { t } = useTranslation(EDITOR_NS);
  return (
    <>
      {engine && <UserComponents engine={engine} onChange={onChange} />}
      <h4 className="flow-panel-title">{t('imagesTitle')}</h4>
      <UserImages />
    </>
  );
}

/** The left gallery (spec 2.1): basic shapes and the system library; the company's components and pictures. */
export function Gallery({ type, engine, onChange }: { type: number; engine: EditEngine | null; onChange: () => void }) {
  const { t } = useTranslation(EDITOR_NS);
  const [tab, setTab] = useState('system');
  return (
    <aside className="flow-editor-gallery" data-testid="editor-gallery">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'system', label: t('systemTab'), children: <SystemTab type={type} /> },
          // Inactive tabs render on first open only: the company's components and pictures are read then.
          { key: 'user', label: t('userTab'), children: <UserTab engine={engine} onChange={onChange} /> },
        ]}
      />
    </aside>
  );
}
