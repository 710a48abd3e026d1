import { defineBlock } from '../../registry/registry';
import { Buttons } from './Buttons';
import { buttonsSchema } from './schema';

/** Registry entry of the `buttons` block (spec 3 §1). */
export const buttonsBlock = defineBlock({
  type: 'buttons',
  schema: buttonsSchema,
  Component: Buttons,
});

export { Buttons } from './Buttons';
export { buttonsFixtures } from './fixtures';
export { type ButtonItem, type ButtonsFields, buttonItemSchema, buttonsSchema } from './schema';
