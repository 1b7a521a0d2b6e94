/**
 * The screen-pop (issue 17, spec 002 sections 2.1 and 4.10): on an inbound ring the softphone calls
 * `popWorkOrder`; it asks the server for the call's work order (made once per call id) and opens its
 * form in a tab titled 'incoming call screen-pop: {caller number}' (shell/menu/view-title.ts reads the
 * `ani` query). A second ring of the same call (another tab, a reconnect) opens the same work order; the
 * tabs bar de-duplicates by full path. A refused call (not inbound, no grant) was shown by the request
 * client as its error notice and opens nothing.
 */
import { screenPopFormPath, type ScreenPopAnswer, type ScreenPopApi, type ScreenPopCall } from '../../api/workorder-client';

export async function popWorkOrder(
  api: ScreenPopApi,
  call: ScreenPopCall,
  navigate: (path: string) => void,
): Promise<ScreenPopAnswer | null> {
  let answer: ScreenPopAnswer;
  try {
    answer = await api.screenPop(call);
  } catch {
    return null;
  }
  navigate(screenPopFormPath(answer, call.ani));
  return answer;
}
