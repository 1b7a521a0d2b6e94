/**
 * For the uploader's own floating layers (the panel, the image viewer), which are drawn while a modal
 * dialog is open (a form uploads inside one): such a dialog turns the page's pointer events off and
 * closes on a click outside it, except inside a registered branch. A callback ref (React 19 runs the
 * returned clean-up) that registers the node as such a branch; the layer's style sets `pointerEvents: 'auto'`.
 */
import { trackDismissableBranch } from '@zag-js/dismissable';

export const aboveDialogs = (node: HTMLElement | null) => (node ? trackDismissableBranch(node) : undefined);
