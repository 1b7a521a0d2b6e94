// Unit tests wait for what a user would see, however long a busy machine takes to show it: the testing
// library's 1 s default for findBy/waitFor made tests fail under load that pass alone. A test that never
// reaches its state still fails, at the per-test limit set in vite.config.ts.
import { configure } from '@testing-library/react';
import { loadRjsf } from '../../engine/renderer/rjsf';
import { loadValidator } from '../../engine/validation/ajv';

configure({ asyncUtilTimeout: 20_000 });

// The engine loads ajv when a form needs it (engine/validation/ajv.ts); tests validate and check page
// schemas directly, so it is loaded before any of them runs.
await loadValidator();
// @rjsf/core is loaded with the first form that needs it (engine/renderer/rjsf.ts); tests render forms
// as a user meets them the second time, with it in, as they do with ajv.
await loadRjsf();
