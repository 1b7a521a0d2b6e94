/** The current time, renewed every `interval` ms, so relative times ("3 minutes ago") stay true. */
import { useEffect, useState } from 'react';

export function useNow(interval = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
