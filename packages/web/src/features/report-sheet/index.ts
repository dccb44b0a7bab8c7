// The screens' chunk loads its texts with it; the grid itself loads in a chunk of its own.
import './i18n';

export { ReportEditorPage } from './ReportEditorPage';
export { LiveReportPage } from './LiveReportPage';
export { GeneratedReportPage } from './GeneratedReportPage';
export { SharedReportPage } from './SharedReportPage';
export { CustomReportPage } from './CustomReportPage';
