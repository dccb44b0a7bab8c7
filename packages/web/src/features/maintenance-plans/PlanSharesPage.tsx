import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { SharesTabs } from '../../ui/shares/SharesTabs';
import { usePlan } from './api';
import { PlanRecordsDrawer } from './components/PlanRecordsDrawer';
import { PLANS_NS } from './i18n';

/** `/oamPlanShare`: maintenance plans shared with the caller (it is an assignee), and those it shared. */
export function PlanSharesPage() {
  const { t } = useTranslation(PLANS_NS);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <SharesTabs
        testId="plan-shares"
        kind="plan"
        tableType="oamPlanShare"
        nameTitle={t('sharesTitle')}
        emptyTexts={{ mine: t('emptyMine'), others: t('emptyOthers') }}
        onView={setViewing}
      />
      {viewing !== null ? <SharedPlanRecords id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

/** The records of a shared plan, once the plan is loaded. */
export function SharedPlanRecords({ id, onClose }: { id: number; onClose: () => void }) {
  const plan = usePlan(id);
  return plan.data ? <PlanRecordsDrawer plan={plan.data} onClose={onClose} /> : null;
}
