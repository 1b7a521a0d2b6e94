/**
 * Call-centre and work-order socket events (spec 000 section 4): what their notice says and which
 * page a click opens. The server's `url` wins when it is a path of this site; otherwise the work
 * order's form (the collaborative kinds on their tab xtyp).
 */
import type { CallCentreFrame, CallCentreMethod } from '../../api/messages';
import { workOrderFormPath } from '../../screens/messages/open-action';

const collaborative = new Set<CallCentreMethod>(['XTnewinb', 'XTnewinbAt']);

/** The notice's heading, a key of the messaging namespace. */
export function callCentreHeadingKey(method: CallCentreMethod): string {
  if (method === 'incomingcall' || method === 'incomingwarn') return 'callCentre.incoming';
  if (method === 'shiftchange') return 'callCentre.shiftChange';
  if (collaborative.has(method)) return 'callCentre.collaborative';
  return 'callCentre.workOrder';
}

export function callCentreText(frame: CallCentreFrame): string {
  return frame.title || frame.msg || '';
}

/** The page a click opens, or null when the event names none. */
export function callCentreTarget(frame: CallCentreFrame): string | null {
  const url = frame.url?.trim();
  // Only a path of this site: an absolute or protocol-relative address must not leave the app.
  if (url && url.startsWith('/') && !url.startsWith('//')) return url;
  const id = frame.inbid || frame.id;
  if (!id) return null;
  return workOrderFormPath(id, collaborative.has(frame.method) ? 'xtyp' : undefined);
}
