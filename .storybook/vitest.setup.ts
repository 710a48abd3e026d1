// Setup of the `storybook` Vitest project (stories as tests): marks the run, so preview.tsx's
// `withStillMotion` decorator switches CSS animations and transitions off. An opening dialog
// starts at opacity 0, which `toBeVisible` reads as hidden when the check lands on its first
// frame (a loaded CI machine). Stories about motion itself set `parameters.motion: true`.
(globalThis as { __storyTest?: boolean }).__storyTest = true;
