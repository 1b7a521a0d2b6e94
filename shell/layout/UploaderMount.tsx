/**
 * The floating uploader panel (spec 002 section 2.7) of every screen: it shows the uploads of all
 * generated forms, which share the services' one uploader. Loaded once a form first uses it.
 */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../services';
import { uploaderUi } from '../uploader-ui';

const UploaderPanel = lazy(() => import('../../widgets/kit/uploader/UploaderPanel').then((m) => ({ default: m.UploaderPanel })));

export function UploaderMount() {
  const { files } = useServices();
  const { used } = useSnapshot(uploaderUi);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <UploaderPanel services={files} />
    </Suspense>
  );
}
