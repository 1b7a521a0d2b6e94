/** The page schema's types live beside its JSON Schema, in schemas/, so page schemas there need nothing from the engine. */
export type * from '../../schemas/page-types';
