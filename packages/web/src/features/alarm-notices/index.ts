// The notices' texts load with the header.
import './i18n';

export { NoticeList } from './NoticeList';
export { useNotices } from './useNotices';
