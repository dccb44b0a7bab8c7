import { useSearchParams } from 'react-router';
import { PendingPage } from '../pending/PendingPage';
import { RunModePage } from './RunModePage';

const positiveId = (text: string | null) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** `/workspace` and `/dEworkspace`: run mode with `isid`, the editor without it. */
export function WorkspacePage() {
  const flowId = positiveId(useSearchParams()[0].get('isid'));
  if (flowId !== null) return <RunModePage flowId={flowId} />;
  return <PendingPage componentName="workspace" area="editor" />;
}
