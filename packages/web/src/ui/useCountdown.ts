import { useCallback, useEffect, useState } from 'react';
import { StorageKey } from '../api/storage';

function storedEnd(storageKey: string | undefined): number {
  if (!storageKey) return 0;
  return Number(localStorage.getItem(StorageKey.codeLockPrefix + storageKey)) || 0;
}

/**
 * A countdown to a moment in the future (code buttons: 60 s after a request; phone and password codes
 * lock for 10 minutes, kept in localStorage under `storageKey` so a reload does not unlock them).
 */
export function useCountdown(durationMs: number, storageKey?: string) {
  const [endsAt, setEndsAt] = useState(() => storedEnd(storageKey));
  const [now, setNow] = useState(() => Date.now());
  const running = endsAt > now;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    const end = Date.now() + durationMs;
    if (storageKey) localStorage.setItem(StorageKey.codeLockPrefix + storageKey, String(end));
    setNow(Date.now());
    setEndsAt(end);
  }, [durationMs, storageKey]);

  return { running, remainingSeconds: running ? Math.ceil((endsAt - now) / 1000) : 0, start };
}
