/** Keeps `ui.device` in step with the body width (spec 000 section 2.5). */
import { useEffect } from 'react';
import { updateDevice } from './ui-store';

export function useDeviceWatcher(): void {
  useEffect(() => {
    const measure = () => updateDevice(document.body.getBoundingClientRect().width || window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
}
