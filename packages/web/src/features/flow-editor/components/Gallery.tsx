import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASIC_SHAPES } from '../../../editor/flow/basic-shapes';
import { EDITOR_NS } from '../i18n';
import { GalleryItem } from './GalleryItem';
import { ShapeIcon } from './ShapeIcon';
import { SystemGroups } from './SystemGroups';
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

/** The left gallery (spec 2.1): basic shapes and the system library, and the user's own pictures. */
export function Gallery({ type }: { type: number }) {
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
          // Inactive tabs render on first open only: the user's pictures are read then.
          { key: 'user', label: t('userTab'), children: <UserImages /> },
        ]}
      />
    </aside>
  );
}
