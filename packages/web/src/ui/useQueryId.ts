import { useSearchParams } from 'react-router';

/** A positive whole number in the text, else null. */
export function positiveId(text: string | null): number | null {
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The record id a page is opened with in its query (`?id=`, `?isid=`), or null when it has none. */
export const useQueryId = (param: string): number | null => positiveId(useSearchParams()[0].get(param));
