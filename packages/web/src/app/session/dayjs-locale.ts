import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates in pickers, tables and charts follow the console's language (the login route shows none). */
export function useDayjsLocale(): void {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
  }, [english]);
}
