// Each screen's chunk loads its texts with it.
import './i18n';

export { RunModePage } from './RunModePage';
export { SharedFlowChartPage, SharedScreenPage } from './SharedFlowPage';
