/**
 * Every field kind registered (widgets/) and its views loaded: kinds load their components lazily
 * (engine/registry/registry.ts), so a test that renders a form, or reads `kind.Edit`, imports this
 * first and the form renders at once.
 */
import '../../../widgets';
import { loadKinds } from '../../../engine';

await loadKinds();
