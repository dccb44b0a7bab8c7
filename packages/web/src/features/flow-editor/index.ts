// The editor's chunk loads its texts with it.
import './i18n';

export { FlowEditorPage } from './FlowEditorPage';
