/**
 * Registers every field kind: each widgets/<kind>/index.ts registers itself on import, so adding a
 * kind touches only its own folder.
 */
import.meta.glob('./*/index.ts', { eager: true });
