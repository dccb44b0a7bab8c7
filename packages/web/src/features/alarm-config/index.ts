// The dialog's texts load with the screens that offer it.
import './i18n';

export { AlarmConfigButton } from './AlarmConfigButton';
export type { AlarmTarget } from './api';
