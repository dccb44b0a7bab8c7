import { Collapse, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { imageShape } from '../../../editor/flow/basic-shapes';
import { useSystemGroupContent, useSystemGroups } from '../api';
import { EDITOR_NS } from '../i18n';
import { GalleryItem } from './GalleryItem';

/** A group's pictures: mounted, and so read, on the group's first expand (spec 2.1). */
function GroupContent({ type, category }: { type: number; category: string }) {
  const { t } = useTranslation(EDITOR_NS);
  const content = useSystemGroupContent(type, category, true);
  if (content.isPending) return <Spin size="small" />;
  if (content.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('groupFailed')} />;
  if (content.data.records.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('groupEmpty')} />;
  return (
    <div className="flow-gallery-grid">
      {content.data.records.map((item) => (
        <GalleryItem key={item.url} shape={imageShape(`sys-${item.key}`, item.url)} label={item.name}>
          <img src={item.url} alt="" />
        </GalleryItem>
      ))}
    </div>
  );
}

/** The system library's groups; a group that cannot be read shows a message instead of its pictures. */
export function SystemGroups({ type }: { type: number }) {
  const { t } = useTranslation(EDITOR_NS);
  const groups = useSystemGroups(type);
  if (groups.isPending) return <Spin size="small" />;
  if (groups.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('libraryFailed')} />;
  return (
    <Collapse
      ghost
      size="small"
      items={groups.data.map((category) => ({
        key: category.key,
        label: category.name,
        children: <GroupContent type={type} category={category.key} />,
      }))}
    />
  );
}
