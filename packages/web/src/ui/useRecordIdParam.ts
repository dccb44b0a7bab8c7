import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showError } from '../api/feedback';

const idOf = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * A record page opened by an id in the query (`/alertRecord?alarmRecordId=`, `/mainRecord?id=`, where
 * notices lead). Without a valid id it shows `noIdText` and closes (spec 8). Closing goes back inside
 * the console, or home when the page was the first one opened (going back would leave the console,
 * and the error with it).
 */
export function useRecordIdParam(param: string, noIdText: string) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const firstPage = useLocation().key === 'default';
  const id = idOf(search.get(param));
  const closed = useRef(false);
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    void (firstPage ? navigate('/dashboard', { replace: true }) : navigate(-1));
  }, [navigate, firstPage]);

  useEffect(() => {
    if (id !== null || closed.current) return;
    showError(noIdText);
    close();
  }, [id, close, noIdText]);

  return { id, close };
}
