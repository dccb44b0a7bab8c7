// The screen's chunk loads its texts with it.
import '../reports-manage/i18n';

export { ReportSharesPage } from './ReportSharesPage';
