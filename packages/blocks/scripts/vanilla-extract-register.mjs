// `tsx --import ./packages/blocks/scripts/vanilla-extract-register.mjs <script>`: lets Node
// scripts (validate-content, content-schema, the render bench) import blocks and ui components
// whose styles are vanilla-extract `.css.ts` files, which otherwise throw "Styles were unable to
// be assigned to a file" outside a bundler.
import { register } from 'node:module';

register('./vanilla-extract-hooks.mjs', import.meta.url);
