import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveDetailDrawer } from '../../ui/archive/ArchiveDetailDrawer';
import { ARCHIVE_NS } from '../../ui/archive/i18n';
import { SharesTabs } from '../../ui/shares/SharesTabs';
import { ARCHIVE_SHARES_NS } from './i18n';

/** `/eqArcShare`: device archives shared with the caller, and those it shared with others. */
export function ArchiveSharesPage() {
  const { t } = useTranslation(ARCHIVE_SHARES_NS);
  const { t: ta } = useTranslation(ARCHIVE_NS);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <SharesTabs
        testId="archive-shares"
        kind="archive"
        tableType="eqArcShare"
        nameTitle={ta('name')}
        emptyTexts={{ mine: t('emptyMine'), others: t('emptyOthers') }}
        onView={setViewing}
      />
      {viewing !== null ? <ArchiveDetailDrawer id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
