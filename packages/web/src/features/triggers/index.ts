// The screens' chunk loads their texts with them.
import './i18n';

export { TriggerDetailPage } from './TriggerDetailPage';
export { TriggersPage } from './TriggersPage';
